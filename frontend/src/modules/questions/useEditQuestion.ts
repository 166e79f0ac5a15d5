import { graphql, useMutation } from 'react-relay';
import type { useEditQuestionMutation } from './__generated__/useEditQuestionMutation.graphql';

const mutation = graphql`
  mutation useEditQuestionMutation($input: EditQuestionInput!) {
    editQuestion(input: $input) {
      question {
        id
        ...QuestionItem_question
        ...QuestionEditForm_question
      }
    }
  }
`;

/** editQuestion (the asker or Management) with `expectedVersion` (204.X000.004 when stale). */
export function useEditQuestion() {
  return useMutation<useEditQuestionMutation>(mutation);
}
