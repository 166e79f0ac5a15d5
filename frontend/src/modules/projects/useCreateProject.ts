import { graphql } from 'react-relay';
import { useStoreMutation } from '@/modules/relay/useStoreMutation';
import { defaultListInsert } from '@/modules/ui/list/defaultListInsert';
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

const insertCreated = defaultListInsert('ProjectList_projects', projectSort, 'ProjectEdge');

/**
 * createProject. The new project goes to the top of the unfiltered list if the store holds it
 * (`defaultListInsert`).
 */
export function useCreateProject() {
  return useStoreMutation<useCreateProjectMutation>(mutation, (store, data) => insertCreated(store, data?.createProject.project.id));
}
