import { useEffect, useMemo } from 'react';
import { graphql } from 'react-relay';
import { useLiveEntity, usePageRefresh } from '@/modules/relay/useLiveEntity';

const subscription = graphql`
  subscription useBulkEditChangedSubscription($id: ID!) {
    bulkEditChanged(id: $id) {
      kind
      id
      bulkEdit {
        ...BulkEditResult_bulkEdit
      }
    }
  }
`;

/** The batch read again: after a reconnect, and once as the panel opens (a short batch may end before the subscription starts). */
const refreshQuery = graphql`
  query useBulkEditChangedSubscriptionQuery($id: ID!) {
    node(id: $id) {
      ...BulkEditResult_bulkEdit @alias
    }
  }
`;

/** A batch's progress and result, live in the store while it is shown (issue 35 §2: the progress bar). */
export function useBulkEditChangedSubscription(id: string) {
  const refresh = usePageRefresh(refreshQuery, id);
  const options = useMemo(() => ({}), []);
  useLiveEntity(subscription, id, refresh, options);
  useEffect(() => refresh(), [refresh]);
}
