import { graphql, useMutation } from 'react-relay';
import type { useDeactivateEmployeeMutation } from './__generated__/useDeactivateEmployeeMutation.graphql';

const mutation = graphql`
  mutation useDeactivateEmployeeMutation($input: DeactivateEmployeeInput!) {
    deactivateEmployee(input: $input) {
      employee {
        id
        active
        deactivatedAt
        version
      }
    }
  }
`;

/** The deactivateEmployee mutation (admin). */
export function useDeactivateEmployee() {
  return useMutation<useDeactivateEmployeeMutation>(mutation);
}
