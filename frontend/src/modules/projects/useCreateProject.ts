import { graphql } from 'react-relay';
import { useStoreMutation } from '@/modules/relay/useStoreMutation';
import { ConnectionHandler, ROOT_ID } from 'relay-runtime';
import { insertNode } from '@/modules/ui/list/connectionUpdaters';
import { projectSort } from './projectListParams';
import type { useCreateProjectMutation } from './__generated__/useCreateProjectMutation.graphql';

const mutation = graphql`
  mutation useCreateProjectMutation($input: CreateProjectInput!) {
    createProject(input: $input) {
      project {
        id
        ...ProjectRow_project
        ...ProjectDetail_project
      }
    }
  }
`;

/** The unfiltered project list (A→Z) as the store keys it, whether or not it is on screen. */
const defaultProjectListId = ConnectionHandler.getConnectionID(ROOT_ID, 'ProjectList_projects', {
  filter: {},
  orderBy: { field: projectSort.defaultField, direction: projectSort.natural[projectSort.defaultField] },
});

/**
 * createProject. The new project is put at the top of the unfiltered list's connection if the
 * store holds it, so going back to /projects shows it at once (no refetch); the list's
 * `projectsChanged` updater skips it as already listed.
 */
export function useCreateProject() {
  return useStoreMutation<useCreateProjectMutation>(mutation, (store, data) => {
    const id = data?.createProject.project.id;
    if (id) insertNode(store, defaultProjectListId, id, 'ProjectEdge');
  });
}
