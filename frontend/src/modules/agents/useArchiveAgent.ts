import { graphql, useMutation } from 'react-relay';
import type { useArchiveAgentMutation } from './__generated__/useArchiveAgentMutation.graphql';

const mutation = graphql`
  mutation useArchiveAgentMutation($input: ArchiveAgentInput!) {
    archiveAgent(input: $input) {
      agent {
        id
        archived
        version
        updatedAt
        ...AgentDetail_agent
        ...AgentRow_agent
      }
    }
  }
`;

/** archiveAgent: archive (`archived: true`) or restore an agent; an archived agent leaves the active list live. */
export function useArchiveAgent() {
  return useMutation<useArchiveAgentMutation>(mutation);
}
