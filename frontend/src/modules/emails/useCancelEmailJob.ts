import { graphql, useMutation } from 'react-relay';
import type { useCancelEmailJobMutation } from './__generated__/useCancelEmailJobMutation.graphql';

const mutation = graphql`
  mutation useCancelEmailJobMutation($input: CancelEmailJobInput!) {
    cancelEmailJob(input: $input) {
      emailJob {
        id
        ...EmailJobDetail_job
        ...EmailJobRow_job
      }
    }
  }
`;

/** cancelEmailJob: a scheduled job goes back to draft ('Only a scheduled job can be cancelled' once it is queued). */
export function useCancelEmailJob() {
  return useMutation<useCancelEmailJobMutation>(mutation);
}
