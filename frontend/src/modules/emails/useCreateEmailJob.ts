import { graphql } from 'react-relay';
import { useStoreMutation } from '@/modules/relay/useStoreMutation';
import { insertNode } from '@/modules/ui/list/connectionUpdaters';
import { defaultEmailJobListId } from './emailJobConnections';
import type { useCreateEmailJobMutation } from './__generated__/useCreateEmailJobMutation.graphql';

const mutation = graphql`
  mutation useCreateEmailJobMutation($input: CreateEmailJobInput!) {
    createEmailJob(input: $input) {
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

/**
 * createEmailJob (a single email: `send` false saves a draft, true schedules it). The new job is
 * put at the top of the unfiltered job list if the store holds it, so going back shows it at once;
 * the list's `emailJobsChanged` updater skips it as already listed.
 */
export function useCreateEmailJob() {
  return useStoreMutation<useCreateEmailJobMutation>(mutation, (store, data) => {
    const id = data?.createEmailJob.emailJob.id;
    if (id) insertNode(store, defaultEmailJobListId('SINGLE'), id, 'EmailJobEdge');
  });
}
