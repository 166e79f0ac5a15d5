import { graphql, useMutation } from 'react-relay';
import type { useConvertIssueToTaskMutation } from './__generated__/useConvertIssueToTaskMutation.graphql';

const mutation = graphql`
  mutation useConvertIssueToTaskMutation($input: ConvertIssueToTaskInput!) {
    convertIssueToTask(input: $input) {
      issue {
        id
        updatedAt
        version
        task {
          id
          title
        }
      }
      task {
        id
        title
      }
    }
  }
`;

/** convertIssueToTask: a task made from the issue (title, description, priority), linked both ways. */
export function useConvertIssueToTask() {
  return useMutation<useConvertIssueToTaskMutation>(mutation);
}
