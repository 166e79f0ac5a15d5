import { graphql } from 'react-relay';
import { useStoreMutation } from '@/modules/relay/useStoreMutation';
import { defaultListInsert } from '@/modules/ui/list/defaultListInsert';
import { agentSort } from './agentListParams';
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

const insertCreated = defaultListInsert('AgentList_agents', agentSort, 'AgentEdge');

/**
 * createAgent (Staff). The new agent goes to the top of the unfiltered list if the store holds
 * it (`defaultListInsert`), so going back to /agents shows it at once; the live list
 * (`agentsChanged`) does not add it twice.
 */
export function useCreateAgent() {
  return useStoreMutation<useCreateAgentMutation>(mutation, (store, data) => insertCreated(store, data?.createAgent.agent.id));
}
