import { graphql } from 'react-relay';
import { useStoreMutation } from '@/modules/relay/useStoreMutation';
import { insertNode } from '@/modules/ui/list/connectionUpdaters';
import { defaultEmailJobListId } from './emailJobConnections';
import { jobKind } from './emailPaths';
import type { useDuplicateEmailJobMutation } from './__generated__/useDuplicateEmailJobMutation.graphql';

const mutation = graphql`
  mutation useDuplicateEmailJobMutation($input: DuplicateEmailJobInput!) {
    duplicateEmailJob(input: $input) {
      emailJob {
        id
        kind
        ...EmailJobRow_job
        ...EmailJobDetail_job
      }
    }
  }
`;

/** duplicateEmailJob (issue 37 §6): a copy of a job as a new draft of the caller's, put at the top of its kind's unfiltered list when the store holds it. */
export function useDuplicateEmailJob() {
  return useStoreMutation<useDuplicateEmailJobMutation>(mutation, (store, data) => {
    const job = data?.duplicateEmailJob.emailJob;
    const kind = jobKind(job?.kind);
    if (job && kind) insertNode(store, defaultEmailJobListId(kind), job.id, 'EmailJobEdge');
  });
}
