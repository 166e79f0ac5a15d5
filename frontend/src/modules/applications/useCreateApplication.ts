import { graphql } from 'react-relay';
import { useStoreMutation } from '@/modules/relay/useStoreMutation';
import { defaultListInsert } from '@/modules/ui/list/defaultListInsert';
import { applicationSort } from './applicationListParams';
import type { useCreateApplicationMutation } from './__generated__/useCreateApplicationMutation.graphql';

const mutation = graphql`
  mutation useCreateApplicationMutation($input: CreateApplicationInput!) {
    createApplication(input: $input) {
      application {
        id
        ...ApplicationRow_application
        ...ApplicationDetail_application
      }
    }
  }
`;

const insertCreated = defaultListInsert('ApplicationList_applications', applicationSort, 'ApplicationEdge');

/**
 * createApplication. The new application goes to the top of the unfiltered list if the store
 * holds it (`defaultListInsert`).
 */
export function useCreateApplication() {
  return useStoreMutation<useCreateApplicationMutation>(mutation, (store, data) => insertCreated(store, data?.createApplication.application.id));
}
