import { graphql, useLazyLoadQuery } from 'react-relay';
import type { useWorkflowStepProposalQuery } from './__generated__/useWorkflowStepProposalQuery.graphql';

const query = graphql`
  query useWorkflowStepProposalQuery($messageId: ID!) {
    workflowStepProposal(messageId: $messageId) {
      prompt
      model {
        id
        displayName
      }
      steps {
        name
        description
        approverRole {
          roleId
          name
        }
        approverRoleName
        expectedDocuments
        dueAfterHours
      }
    }
  }
`;

/**
 * The steps a finished WORKFLOW answer proposes (`workflowStepProposal`), parsed by the server;
 * suspends while it loads and throws the coded error (205.Y001.002) for a malformed answer.
 */
export function useWorkflowStepProposal(messageId: string) {
  return useLazyLoadQuery<useWorkflowStepProposalQuery>(query, { messageId }, { fetchPolicy: 'store-or-network' }).workflowStepProposal;
}
