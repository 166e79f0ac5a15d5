import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { markReadUpTo, setUnreadCount } from './notificationStore';
import type { useMarkAllNotificationsReadMutation } from './__generated__/useMarkAllNotificationsReadMutation.graphql';

const mutation = graphql`
  mutation useMarkAllNotificationsReadMutation($input: MarkAllNotificationsReadInput!) {
    markAllNotificationsRead(input: $input) {
      unreadNotificationCount
    }
  }
`;

/**
 * markAllNotificationsRead up to the newest notification the reader saw: it and the older loaded
 * ones turn read and leave the unread list; the header's count takes the server's figure. A
 * notification that arrived after stays unread.
 */
export function useMarkAllNotificationsRead(): [(upTo: string, onDone?: () => void) => void, boolean] {
  const [commit, inFlight] = useMutation<useMarkAllNotificationsReadMutation>(mutation);
  const markAll = useCallback(
    (upTo: string, onDone?: () => void) => {
      commit({
        variables: { input: { upTo } },
        updater: (store) => {
          const count = store.getRootField('markAllNotificationsRead')?.getValue('unreadNotificationCount');
          if (typeof count === 'number') setUnreadCount(store, count);
          markReadUpTo(store, upTo);
        },
        onCompleted: () => onDone?.(),
        onError: (error) => console.warn('markAllNotificationsRead failed', error),
      });
    },
    [commit],
  );
  return [markAll, inFlight];
}
