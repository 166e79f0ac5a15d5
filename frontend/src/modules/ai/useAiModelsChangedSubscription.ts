import { graphql } from 'react-relay';
import { useListNotices } from '@/modules/relay/useListNotices';
import { insertNode } from '@/modules/ui/list/connectionUpdaters';

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
  useListNotices({
    subscription,
    field: 'aiModelsChanged',
    variables: {},
    apply: (store, change) => {
      const model = change.getLinkedRecord('aiModel');
      if (!model || change.getValue('kind') !== 'CREATED') return;
      insertNode(store, connectionId, model.getDataID(), 'AiModelEdge', 'end');
    },
    refetch,
  });
}
