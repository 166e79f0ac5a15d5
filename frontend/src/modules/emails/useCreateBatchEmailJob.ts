import { graphql } from 'react-relay';
import { useStoreMutation } from '@/modules/relay/useStoreMutation';
import { insertNode } from '@/modules/ui/list/connectionUpdaters';
import { defaultEmailJobListId } from './emailJobConnections';
import type { useCreateBatchEmailJobMutation } from './__generated__/useCreateBatchEmailJobMutation.graphql';

const mutation = graphql`
  mutation useCreateBatchEmailJobMutation($input: CreateBatchEmailJobInput!) {
    createBatchEmailJob(input: $input) {
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
 * createBatchEmailJob (organizations' members by deal stage and tags; 'Too many recipients
 * specified' over the limit). The new job is put at the top of the unfiltered batch list if the
 * store holds it.
 */
export function useCreateBatchEmailJob() {
  return useStoreMutation<useCreateBatchEmailJobMutation>(mutation, (store, data) => {
    const id = data?.createBatchEmailJob.emailJob.id;
    if (id) insertNode(store, defaultEmailJobListId('BATCH'), id, 'EmailJobEdge');
  });
}
