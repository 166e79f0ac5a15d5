import { graphql, useMutation } from 'react-relay';
import type { useChangeIssuePriorityMutation } from './__generated__/useChangeIssuePriorityMutation.graphql';

const mutation = graphql`
  mutation useChangeIssuePriorityMutation($input: ChangeIssuePriorityInput!) {
    changeIssuePriority(input: $input) {
      issue {
        id
        priorityId
        updatedAt
        version
      }
    }
  }
`;

/** changeIssuePriority ('Current status is same to new status'-style refusals come back as the server's message). */
export function useChangeIssuePriority() {
  return useMutation<useChangeIssuePriorityMutation>(mutation);
}
