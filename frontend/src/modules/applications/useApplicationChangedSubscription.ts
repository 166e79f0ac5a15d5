import { useEffect, useMemo, useRef } from 'react';
import { graphql } from 'react-relay';
import { useLiveEntity, type LiveEntityOptions } from '@/modules/relay/useLiveEntity';

const subscription = graphql`
  subscription useApplicationChangedSubscription($id: ID!) {
    applicationChanged(id: $id) {
      kind
      application {
        id
        ...ApplicationDetail_application
        ...ApplicationForm_application
      }
    }
  }
`;

/**
 * Keeps one application live in the store (its page): name, description, status. After a reconnect
 * `refresh` reads it again. `onDeleted` runs when it is moved to the trash elsewhere (issue 35).
 */
export function useApplicationChangedSubscription(id: string, refresh: () => void, onDeleted?: () => void): void {
  const deleted = useRef(onDeleted);
  useEffect(() => {
    deleted.current = onDeleted;
  }, [onDeleted]);
  const options = useMemo<LiveEntityOptions>(
    () => ({
      updater: (store) => {
        if (store.getRootField('applicationChanged')?.getValue('kind') === 'DELETED') deleted.current?.();
      },
    }),
    [],
  );
  useLiveEntity(subscription, id, refresh, options);
}
