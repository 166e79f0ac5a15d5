import { graphql, useMutation } from 'react-relay';
import type { useUpdateEmailJobMutation } from './__generated__/useUpdateEmailJobMutation.graphql';

const mutation = graphql`
  mutation useUpdateEmailJobMutation($input: UpdateEmailJobInput!) {
    updateEmailJob(input: $input) {
      emailJob {
        id
        kind
        status
        ...EmailJobRow_job
        ...EmailJobDetail_job
      }
    }
  }
`;

/** updateEmailJob (issue 37 §6): a draft as the edit form has it (`send` true then schedules it); its author or management only. */
export function useUpdateEmailJob() {
  return useMutation<useUpdateEmailJobMutation>(mutation);
}
