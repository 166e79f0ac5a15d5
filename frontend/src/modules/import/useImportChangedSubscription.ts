import { useEffect, useMemo } from 'react';
import { graphql } from 'react-relay';
import { useLiveEntity, usePageRefresh } from '@/modules/relay/useLiveEntity';

const subscription = graphql`
  subscription useImportChangedSubscription($id: ID!) {
    importChanged(id: $id) {
      kind
      id
      import {
        ...ImportResult_import
      }
    }
  }
`;

/** The import read again: after a reconnect, and once as the result opens (a short import may end before the subscription starts). */
const refreshQuery = graphql`
  query useImportChangedSubscriptionQuery($id: ID!) {
    node(id: $id) {
      ...ImportResult_import @alias
    }
  }
`;

/** An import's progress and result, live in the store while it is shown (issue 35 §3: the progress bar). */
export function useImportChangedSubscription(id: string) {
  const refresh = usePageRefresh(refreshQuery, id);
  const options = useMemo(() => ({}), []);
  useLiveEntity(subscription, id, refresh, options);
  useEffect(() => refresh(), [refresh]);
}
