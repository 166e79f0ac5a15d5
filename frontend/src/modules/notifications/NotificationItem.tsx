import { Box, Group, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { formatDateTime, formatRelative, isoDateTime } from '@/modules/ui/formatDate';
import { subjectPath } from './notificationPath';
import { notificationIcon } from './notificationIcons';
import { notificationSentence } from './notificationText';
import type { NotificationItem_notification$key } from './__generated__/NotificationItem_notification.graphql';
import './notifications.css';

const messages = defineMessages({
  unread: { id: 'notification.unread', defaultMessage: 'Unread' },
});

interface Props {
  notification: NotificationItem_notification$key;
  /** Opens the notification: `path` is its subject's (locale-less) page, null when it has none. */
  onOpen: (id: string, read: boolean, path: string | null) => void;
}

/** One notification: its kind's icon, the sentence, the excerpt, how long ago, and a dot while unread. */
export function NotificationItem({ notification, onOpen }: Props) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment NotificationItem_notification on Notification {
        id
        kind
        subjectTitle
        excerpt
        read
        createdAt
        actor {
          id
          name
        }
        subject {
          ...notificationPath_subject @relay(mask: false)
        }
      }
    `,
    notification,
  );
  const { icon: KindIcon, color } = notificationIcon(data.kind);
  const sentence = notificationSentence(intl, data.kind, data.actor?.name, data.subjectTitle);
  const path = subjectPath(data.subject);
  return (
    <UnstyledButton
      className="notification-item"
      data-read={data.read}
      data-testid="notification-item"
      data-kind={data.kind}
      onClick={() => onOpen(data.id, data.read, path)}
      w="100%"
      p="xs"
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" color={color} radius="xl" size="md" aria-hidden>
          <KindIcon size={16} />
        </ThemeIcon>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" fw={data.read ? 400 : 600} style={{ overflowWrap: 'anywhere' }} data-testid="notification-sentence">
            {sentence}
          </Text>
          {data.excerpt && (
            <Text size="xs" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
              {data.excerpt}
            </Text>
          )}
          <Text size="xs" c="dimmed" component="time" dateTime={isoDateTime(data.createdAt)} title={formatDateTime(intl, data.createdAt)}>
            {formatRelative(intl, data.createdAt)}
          </Text>
        </Stack>
        {!data.read && (
          <Box className="notification-dot" role="img" aria-label={intl.formatMessage(messages.unread)} data-testid="notification-unread" />
        )}
      </Group>
    </UnstyledButton>
  );
}
