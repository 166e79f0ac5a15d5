import { graphql } from 'react-relay';
import { useStoreMutation } from '@/modules/relay/useStoreMutation';
import { insertNode } from '@/modules/ui/list/connectionUpdaters';
import { defaultAgentListId } from './agentConnections';
import type { useCreateAgentMutation } from './__generated__/useCreateAgentMutation.graphql';

const mutation = graphql`
  mutation useCreateAgentMutation($input: CreateAgentInput!) {
    createAgent(input: $input) {
      agent {
        id
        ...AgentRow_agent
        ...AgentDetail_agent
      }
    }
  }
`;

/**
 * createAgent (Staff). The new agent is put at the top of the unfiltered list if the store holds
 * it, so going back to /agents shows it at once; the live list (`agentsChanged`) does not add
 * it twice. (A store updater rather than @prependEdge: the transport sends only the
 * variables an operation declares, and `connections` would be one more.)
 */
export function useCreateAgent() {
  return useStoreMutation<useCreateAgentMutation>(mutation, (store, data) => {
    const id = data?.createAgent.agent.id;
    if (id) insertNode(store, defaultAgentListId, id, 'AgentEdge');
  });
}
