import { graphql, useMutation } from 'react-relay';
import type { useReactivateEmployeeMutation } from './__generated__/useReactivateEmployeeMutation.graphql';

const mutation = graphql`
  mutation useReactivateEmployeeMutation($input: ReactivateEmployeeInput!) {
    reactivateEmployee(input: $input) {
      employee {
        id
        active
        deactivatedAt
        version
        roles {
          roleId
          name
        }
      }
    }
  }
`;

/** The reactivateEmployee mutation (admin; 201.M001.005 when the member is active). The payload updates the profile's badge and actions in place. */
export function useReactivateEmployee() {
  return useMutation<useReactivateEmployeeMutation>(mutation);
}
