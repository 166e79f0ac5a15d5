import { graphql, useMutation } from 'react-relay';
import type { useChangeProjectStatusMutation } from './__generated__/useChangeProjectStatusMutation.graphql';

const mutation = graphql`
  mutation useChangeProjectStatusMutation($input: ChangeProjectStatusInput!) {
    changeProjectStatus(input: $input) {
      project {
        id
        statusId
        updatedAt
        version
      }
    }
  }
`;

/** changeProjectStatus (Management only: the server refuses others). */
export function useChangeProjectStatus() {
  return useMutation<useChangeProjectStatusMutation>(mutation);
}
