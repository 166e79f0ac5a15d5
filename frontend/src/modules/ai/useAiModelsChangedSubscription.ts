import { useEffect, useMemo, useRef } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { resync } from '@/modules/relay/resync';
import { insertNode } from '@/modules/ui/list/connectionUpdaters';
import type { useAiModelsChangedSubscription as Subscription } from './__generated__/useAiModelsChangedSubscription.graphql';

const subscription = graphql`
  subscription useAiModelsChangedSubscription {
    aiModelsChanged {
      kind
      aiModel {
        id
        ...AiModelRow_model
        ...AiModelFormModal_model
      }
    }
  }
`;

/**
 * Keeps the models table live through the store: a model another admin created is appended
 * (once), a changed one changes in place. After a reconnect `refetch` reads the table again.
 */
export function useAiModelsChangedSubscription(connectionId: string, refetch: () => void): void {
  const live = useRef({ connectionId, refetch });
  useEffect(() => {
    live.current = { connectionId, refetch };
  }, [connectionId, refetch]);
  const config = useMemo<GraphQLSubscriptionConfig<Subscription>>(
    () => ({
      subscription,
      variables: {},
      updater: (store) => {
        const change = store.getRootField('aiModelsChanged');
        const model = change?.getLinkedRecord('aiModel');
        if (!change || !model || change.getValue('kind') !== 'CREATED') return;
        insertNode(store, live.current.connectionId, model.getDataID(), 'AiModelEdge', 'end');
      },
      onError: (error) => console.warn('aiModelsChanged subscription ended', error),
    }),
    [],
  );
  useSubscription(config);
  useEffect(() => resync.subscribe(() => live.current.refetch()), []);
}
