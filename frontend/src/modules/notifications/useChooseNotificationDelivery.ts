import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  NotificationDelivery,
  NotificationKind,
  useChooseNotificationDeliveryMutation,
} from './__generated__/useChooseNotificationDeliveryMutation.graphql';

const mutation = graphql`
  mutation useChooseNotificationDeliveryMutation($input: ChooseNotificationDeliveryInput!) {
    chooseNotificationDelivery(input: $input) {
      notificationDeliveries {
        kind
        delivery
        isDefault
      }
    }
  }
`;

/**
 * chooseNotificationDelivery (issue 35 §6): how one kind of notification reaches the employee.
 * The answer is every kind as it now is; the settings screen's query reads it from the store.
 */
export function useChooseNotificationDelivery(): [
  (kind: NotificationKind, delivery: NotificationDelivery, onError: (error: Error) => void) => void,
  boolean,
] {
  const [commit, inFlight] = useMutation<useChooseNotificationDeliveryMutation>(mutation);
  const choose = useCallback(
    (kind: NotificationKind, delivery: NotificationDelivery, onError: (error: Error) => void) => {
      commit({
        variables: { input: { kind, delivery } },
        updater: (store) => {
          const answer = store.getRootField('chooseNotificationDelivery')?.getLinkedRecords('notificationDeliveries');
          if (answer) store.getRoot().setLinkedRecords(answer, 'notificationDeliveries');
        },
        onError,
      });
    },
    [commit],
  );
  return [choose, inFlight];
}
