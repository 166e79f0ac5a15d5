import { graphql, useMutation } from 'react-relay';
import type { useCreateEmployeeMutation } from './__generated__/useCreateEmployeeMutation.graphql';

const mutation = graphql`
  mutation useCreateEmployeeMutation($input: CreateEmployeeInput!) {
    createEmployee(input: $input) {
      employee {
        id
        ...MemberRow_employee
      }
    }
  }
`;

/** The createEmployee mutation (admin). */
export function useCreateEmployee() {
  return useMutation<useCreateEmployeeMutation>(mutation);
}
