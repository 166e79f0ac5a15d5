import { graphql, useMutation } from 'react-relay';
import type { useDeleteEmailJobMutation } from './__generated__/useDeleteEmailJobMutation.graphql';

const mutation = graphql`
  mutation useDeleteEmailJobMutation($input: DeleteEmailJobInput!) {
    deleteEmailJob(input: $input) {
      deletedEmailJobId @deleteRecord
    }
  }
`;

/** deleteEmailJob (issue 37 §6): a draft leaves every list in the store; its author or management only. */
export function useDeleteEmailJob() {
  return useMutation<useDeleteEmailJobMutation>(mutation);
}
