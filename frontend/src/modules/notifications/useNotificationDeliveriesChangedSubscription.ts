import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useNotificationDeliveriesChangedSubscription as Subscription } from './__generated__/useNotificationDeliveriesChangedSubscription.graphql';

const subscription = graphql`
  subscription useNotificationDeliveriesChangedSubscription {
    notificationDeliveriesChanged {
      kind
      delivery
      isDefault
    }
  }
`;

/**
 * The settings screen follows the employee's choices live (issue 35 §6): a choice on another
 * device, or an unsubscribe from a mail, replaces the list the screen's query shows.
 */
export function useNotificationDeliveriesChangedSubscription(): void {
  const config = useMemo<GraphQLSubscriptionConfig<Subscription>>(
    () => ({
      subscription,
      variables: {},
      // The field is a list: `getRootField` (for one record) throws on it, and a throwing
      // updater left the screen showing an old choice after later saves.
      updater: (store) => {
        const list = store.getPluralRootField('notificationDeliveriesChanged');
        if (list) store.getRoot().setLinkedRecords(list, 'notificationDeliveries');
      },
      onError: (error) => console.warn('notificationDeliveriesChanged subscription ended', error),
    }),
    [],
  );
  useSubscription(config);
}
