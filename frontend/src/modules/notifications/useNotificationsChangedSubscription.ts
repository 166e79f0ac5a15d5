import { useEffect, useMemo } from 'react';
import { fetchQuery, graphql, useRelayEnvironment, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { resync } from '@/modules/relay/resync';
import { NotificationBellQuery } from './NotificationBellQuery';
import { markAllLoadedRead, prependNotification, setUnreadCount } from './notificationStore';
import type { NotificationBellQuery as BellQuery } from './__generated__/NotificationBellQuery.graphql';
import type { useNotificationsChangedSubscription as Subscription } from './__generated__/useNotificationsChangedSubscription.graphql';

const subscription = graphql`
  subscription useNotificationsChangedSubscription {
    notificationsChanged {
      unreadNotificationCount
      newest {
        id
        read
        ...NotificationItem_notification
      }
    }
  }
`;

/**
 * The signed-in employee's notifications, live (opened once, by the header's bell): each notice
 * sets the unread count and puts the newest notification at the top of the loaded lists unless it
 * is there already. With nothing unread left (read in another tab), every loaded row turns read.
 * After a socket reconnect the count is read again (notices may have been missed).
 */
export function useNotificationsChangedSubscription(): void {
  const environment = useRelayEnvironment();
  const config = useMemo<GraphQLSubscriptionConfig<Subscription>>(
    () => ({
      subscription,
      variables: {},
      updater: (store) => {
        const change = store.getRootField('notificationsChanged');
        if (!change) return;
        const count = change.getValue('unreadNotificationCount');
        if (typeof count === 'number') {
          setUnreadCount(store, count);
          if (count === 0) markAllLoadedRead(store);
        }
        const newest = change.getLinkedRecord('newest');
        if (newest) prependNotification(store, newest);
      },
      onError: (error) => console.warn('notificationsChanged subscription ended', error),
    }),
    [],
  );
  useSubscription(config);
  useEffect(
    () =>
      resync.subscribe(() => {
        fetchQuery<BellQuery>(environment, NotificationBellQuery, {}, { fetchPolicy: 'network-only' }).subscribe({
          error: (error: unknown) => console.warn('re-reading the unread count failed', error),
        });
      }),
    [environment],
  );
}
