import { graphql, useMutation } from 'react-relay';
import type { useUpdateAgentMutation } from './__generated__/useUpdateAgentMutation.graphql';

const mutation = graphql`
  mutation useUpdateAgentMutation($input: UpdateAgentInput!) {
    updateAgent(input: $input) {
      agent {
        id
        ...AgentDetail_agent
        ...AgentForm_agent
        ...AgentRow_agent
      }
    }
  }
`;

/** updateAgent (the edit form) with `expectedVersion`: 204.X000.004 when someone saved in between. */
export function useUpdateAgent() {
  return useMutation<useUpdateAgentMutation>(mutation);
}
