import { ActionIcon, Box, Group, Menu, NavLink, Text, Tooltip } from '@mantine/core';
import { IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link, useNavigate } from 'react-router';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { DeleteButton } from '@/modules/trash/DeleteButton';
import { formatRelative, isoDateTime } from '@/modules/ui/formatDate';
import { chatRoomPath } from './chatPaths';
import { deletedAgentName } from './deletedAgentName';
import { RenameChatRoomModal } from './RenameChatRoomModal';
import type { ChatRoomListItem_room$key } from './__generated__/ChatRoomListItem_room.graphql';

const messages = defineMessages({
  answering: { id: 'chat.room.answering', defaultMessage: 'Answering now' },
  actions: defineMessage<{ title: string }>({ id: 'chat.room.actions', defaultMessage: 'Actions for {title}' }),
  rename: { id: 'chat.room.rename', defaultMessage: 'Rename' },
  delete: { id: 'trash.delete', defaultMessage: 'Delete' },
});

/**
 * One room in the list: its title, the agent or model, when its last message came, and a dot while
 * an answer streams; its menu renames it or deletes it (with Undo, issue 35) without opening it.
 */
export function ChatRoomListItem({ room, active }: { room: ChatRoomListItem_room$key; active: boolean }) {
  const intl = useIntl();
  const to = useLocalePath();
  const navigate = useNavigate();
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
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
        deletedAgent {
          entry {
            title
          }
        }
        aiModel {
          id
          displayName
        }
      }
    `,
    room,
  );
  const who = data.agent?.name ?? deletedAgentName(intl, data.deletedAgent) ?? data.aiModel?.displayName ?? '';
  return (
    <Group gap={2} wrap="nowrap" align="center">
      <NavLink
        style={{ flex: 1, minWidth: 0 }}
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
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" size="sm" aria-label={intl.formatMessage(messages.actions, { title: data.title })} data-testid="chat-room-menu">
            <IconDots size={16} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconPencil size={14} aria-hidden />} onClick={() => setRenaming(true)} data-testid="chat-room-menu-rename">
            {intl.formatMessage(messages.rename)}
          </Menu.Item>
          <Menu.Item color="red" leftSection={<IconTrash size={14} aria-hidden />} onClick={() => setDeleting(true)} data-testid="chat-room-menu-delete">
            {intl.formatMessage(messages.delete)}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {/* The same question, Undo and refusal (an answer being written) as on the room's page. */}
      <DeleteButton id={data.id} name={data.title} onDeleted={() => active && void navigate(to('/new-chat'))} dialog={{ opened: deleting, onClose: () => setDeleting(false) }} />
      {renaming && <RenameChatRoomModal roomId={data.id} title={data.title} onClose={() => setRenaming(false)} />}
    </Group>
  );
}
