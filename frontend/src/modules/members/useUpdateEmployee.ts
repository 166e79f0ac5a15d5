import { graphql, useMutation } from 'react-relay';
import type { useUpdateEmployeeMutation } from './__generated__/useUpdateEmployeeMutation.graphql';

const mutation = graphql`
  mutation useUpdateEmployeeMutation($input: UpdateEmployeeInput!) {
    updateEmployee(input: $input) {
      employee {
        id
        name
        email
        version
      }
    }
  }
`;

/** The updateEmployee mutation (self or admin). */
export function useUpdateEmployee() {
  return useMutation<useUpdateEmployeeMutation>(mutation);
}
