import { graphql } from 'react-relay';
import { useStoreMutation } from '@/modules/relay/useStoreMutation';
import { ConnectionHandler, ROOT_ID } from 'relay-runtime';
import { insertNode } from '@/modules/ui/list/connectionUpdaters';
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

/** The unfiltered application list (recently updated first) as the store keys it, whether or not it is on screen. */
const defaultApplicationListId = ConnectionHandler.getConnectionID(ROOT_ID, 'ApplicationList_applications', {
  filter: {},
  orderBy: { field: applicationSort.defaultField, direction: applicationSort.natural[applicationSort.defaultField] },
});

/**
 * createApplication. The new application is put at the top of the unfiltered list's connection
 * if the store holds it, so going back to /applications shows it at once (no refetch); the list's
 * `applicationsChanged` updater skips it as already listed.
 */
export function useCreateApplication() {
  return useStoreMutation<useCreateApplicationMutation>(mutation, (store, data) => {
    const id = data?.createApplication.application.id;
    if (id) insertNode(store, defaultApplicationListId, id, 'ApplicationEdge');
  });
}
