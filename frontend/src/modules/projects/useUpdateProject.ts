import { graphql, useMutation } from 'react-relay';
import type { useUpdateProjectMutation } from './__generated__/useUpdateProjectMutation.graphql';

const mutation = graphql`
  mutation useUpdateProjectMutation($input: UpdateProjectInput!) {
    updateProject(input: $input) {
      project {
        id
        ...ProjectRow_project
        ...ProjectDetail_project
        ...ProjectForm_project
      }
    }
  }
`;

/** The updateProject mutation (sends `expectedVersion`; 204.X000.004 when stale). */
export function useUpdateProject() {
  return useMutation<useUpdateProjectMutation>(mutation);
}
