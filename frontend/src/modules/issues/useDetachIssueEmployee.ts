import { graphql, useMutation } from 'react-relay';
import type { useDetachIssueEmployeeMutation } from './__generated__/useDetachIssueEmployeeMutation.graphql';

const mutation = graphql`
  mutation useDetachIssueEmployeeMutation($input: DetachIssueEmployeeInput!) {
    detachIssueEmployee(input: $input) {
      issue {
        id
        updatedAt
        version
        ...IssueSidePanel_issue
      }
    }
  }
`;

/** detachIssueEmployee: the employee is no longer assigned. */
export function useDetachIssueEmployee() {
  return useMutation<useDetachIssueEmployeeMutation>(mutation);
}
