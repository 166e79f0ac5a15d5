import { graphql, useMutation } from 'react-relay';
import type { useAssignIssueEmployeeMutation } from './__generated__/useAssignIssueEmployeeMutation.graphql';

const mutation = graphql`
  mutation useAssignIssueEmployeeMutation($input: AssignIssueEmployeeInput!) {
    assignIssueEmployee(input: $input) {
      issue {
        id
        updatedAt
        version
        ...IssueSidePanel_issue
      }
    }
  }
`;

/** assignIssueEmployee: one more assignee; one assigned already gets 'Assignment already exists'. */
export function useAssignIssueEmployee() {
  return useMutation<useAssignIssueEmployeeMutation>(mutation);
}
