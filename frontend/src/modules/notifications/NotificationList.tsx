import { Button, Center, Group, Stack } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import { commonMessages } from '@/modules/ui/commonMessages';
import { EmptyState } from '@/modules/ui/EmptyState';
import { NotificationItem } from './NotificationItem';
import { useMarkAllNotificationsRead } from './useMarkAllNotificationsRead';
import type { NotificationList_query$key } from './__generated__/NotificationList_query.graphql';
import { useLoadNext } from '@/modules/ui/list/useLoadMore';

const messages = defineMessages({
  empty: { id: 'notification.empty', defaultMessage: 'No notifications' },
  emptyUnread: { id: 'notification.emptyUnread', defaultMessage: 'No unread notifications' },
  markAll: { id: 'notification.markAllRead', defaultMessage: 'Mark all as read' },
});

export const notificationPageSize = 20;

interface Props {
  query: NotificationList_query$key;
  unreadOnly: boolean;
  /** The header's unread count: "Mark all as read" is offered while it is above zero. */
  unreadCount: number;
  onOpen: (id: string, read: boolean, path: string | null) => void;
}

/** The notifications, newest first, with "Load more"; kept live by the header's subscription. */
export function NotificationList({ query, unreadOnly, unreadCount, onOpen }: Props) {
  const intl = useIntl();
  const [markAll, marking] = useMarkAllNotificationsRead();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment NotificationList_query on Query
      @refetchable(queryName: "NotificationListPaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 20 }, after: { type: "String" }, filter: { type: "NotificationFilter" }) {
        notifications(first: $first, after: $after, filter: $filter) @connection(key: "NotificationList_notifications", filters: ["filter"]) {
          __id
          edges {
            node {
              id
              ...NotificationItem_notification
            }
          }
        }
      }
    `,
    query,
  );
  const edges = data.notifications.edges;
  const newest = edges[0]?.node.id ?? null;
  const markAllButton = (
    <Group justify="flex-end">
      <Button
        variant="subtle"
        size="xs"
        leftSection={<IconChecks size={14} aria-hidden />}
        disabled={unreadCount === 0 || newest === null}
        loading={marking}
        onClick={() => newest && markAll(newest)}
      >
        {intl.formatMessage(messages.markAll)}
      </Button>
    </Group>
  );
  const onLoadMore = useLoadNext(loadNext, notificationPageSize);
  if (edges.length === 0) {
    return (
      <Stack gap={4}>
        {markAllButton}
        <EmptyState title={intl.formatMessage(unreadOnly ? messages.emptyUnread : messages.empty)} />
      </Stack>
    );
  }
  return (
    <Stack gap={4}>
      {markAllButton}
      <Stack gap={2} component="ul" className="notification-list" aria-live="polite">
        {edges.map((edge) => (
          <li key={edge.node.id}>
            <NotificationItem notification={edge.node} onOpen={onOpen} />
          </li>
        ))}
      </Stack>
      {hasNext && (
        <Center>
          <Button variant="subtle" size="xs" loading={isLoadingNext} onClick={onLoadMore}>
            {intl.formatMessage(commonMessages.loadMore)}
          </Button>
        </Center>
      )}
    </Stack>
  );
}
