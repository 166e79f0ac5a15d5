import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { setUnreadCount } from './notificationStore';
import type { useMarkNotificationsReadMutation } from './__generated__/useMarkNotificationsReadMutation.graphql';

const mutation = graphql`
  mutation useMarkNotificationsReadMutation($input: MarkNotificationsReadInput!) {
    markNotificationsRead(input: $input) {
      unreadNotificationCount
      notifications {
        id
        read
      }
    }
  }
`;

/**
 * markNotificationsRead: the rows turn read in place (optimistically, rolled back if refused) and
 * the header's count takes the server's figure.
 */
export function useMarkNotificationsRead(): [(ids: readonly string[]) => void, boolean] {
  const [commit, inFlight] = useMutation<useMarkNotificationsReadMutation>(mutation);
  const markRead = useCallback(
    (ids: readonly string[]) => {
      if (ids.length === 0) return;
      commit({
        variables: { input: { ids: [...ids] } },
        optimisticUpdater: (store) => {
          for (const id of ids) store.get(id)?.setValue(true, 'read');
        },
        updater: (store) => {
          const count = store.getRootField('markNotificationsRead')?.getValue('unreadNotificationCount');
          if (typeof count === 'number') setUnreadCount(store, count);
        },
        onError: (error) => console.warn('markNotificationsRead failed', error),
      });
    },
    [commit],
  );
  return [markRead, inFlight];
}
