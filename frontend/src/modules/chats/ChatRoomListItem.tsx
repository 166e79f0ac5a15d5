import { Box, Group, NavLink, Text, Tooltip } from '@mantine/core';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { formatRelative, isoDateTime } from '@/modules/ui/formatDate';
import { chatRoomPath } from './chatPaths';
import type { ChatRoomListItem_room$key } from './__generated__/ChatRoomListItem_room.graphql';

const messages = defineMessages({
  answering: { id: 'chat.room.answering', defaultMessage: 'Answering now' },
});

/** One room in the list: its title, the agent or model, when its last message came, and a dot while an answer streams. */
export function ChatRoomListItem({ room, active }: { room: ChatRoomListItem_room$key; active: boolean }) {
  const intl = useIntl();
  const to = useLocalePath();
  const data = useFragment(
    graphql`
      fragment ChatRoomListItem_room on ChatRoom {
        id
        title
        answering
        lastMessageAt
        messageCount
        agent {
          id
          name
        }
        aiModel {
          id
          displayName
        }
      }
    `,
    room,
  );
  const who = data.agent?.name ?? data.aiModel?.displayName ?? '';
  return (
    <NavLink
      component={Link}
      to={to(chatRoomPath(data.id))}
      active={active}
      aria-current={active ? 'page' : undefined}
      data-testid="chat-room"
      data-id={data.id}
      data-answering={data.answering || undefined}
      label={
        <Group gap={6} wrap="nowrap">
          {data.answering && (
            <Tooltip label={intl.formatMessage(messages.answering)}>
              <Box
                component="span"
                w={8}
                h={8}
                bg="green.6"
                style={{ borderRadius: '50%', flex: 'none' }}
                aria-label={intl.formatMessage(messages.answering)}
                role="img"
                data-testid="chat-room-streaming"
              />
            </Tooltip>
          )}
          <Text size="sm" fw={500} truncate="end">
            {data.title}
          </Text>
        </Group>
      }
      description={
        <Group gap={6} wrap="nowrap" justify="space-between">
          <Text size="xs" c="dimmed" truncate="end">
            {who}
          </Text>
          <Text size="xs" c="dimmed" component="time" dateTime={isoDateTime(data.lastMessageAt)} style={{ flex: 'none' }}>
            {formatRelative(intl, data.lastMessageAt)}
          </Text>
        </Group>
      }
    />
  );
}
