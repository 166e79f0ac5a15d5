import { useEffect, useMemo, useRef } from 'react';
import { graphql } from 'react-relay';
import { useLiveEntity, type LiveEntityOptions } from '@/modules/relay/useLiveEntity';

const subscription = graphql`
  subscription useApplicationNodeChangedSubscription($applicationId: ID!) {
    applicationNodesChanged(applicationId: $applicationId) {
      kind
      node {
        id
        ...NodeDetail_node
        ...treePlacement_node
      }
    }
  }
`;

/**
 * Keeps a page's or requirement's own page live (its status, name, content, links and progress
 * change in place). The server has one subscription per application, so notices of its other
 * nodes arrive too and only refresh those records in the store. After a reconnect `refresh`
 * reads the node again. `onDeleted` is given the id of each node moved to the trash (issue 35:
 * one directory's notice stands for its whole subtree), so the page can tell whether it is its own.
 */
export function useApplicationNodeChangedSubscription(applicationId: string, refresh: () => void, onDeleted?: (id: string) => void): void {
  const deleted = useRef(onDeleted);
  useEffect(() => {
    deleted.current = onDeleted;
  }, [onDeleted]);
  const options = useMemo<LiveEntityOptions>(
    () => ({
      variable: 'applicationId',
      updater: (store) => {
        const change = store.getRootField('applicationNodesChanged');
        const id = change?.getLinkedRecord('node')?.getDataID();
        if (id && change?.getValue('kind') === 'DELETED') deleted.current?.(id);
      },
    }),
    [],
  );
  useLiveEntity(subscription, applicationId, refresh, options);
}
