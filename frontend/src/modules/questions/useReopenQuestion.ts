import { graphql, useMutation } from 'react-relay';
import type { useReopenQuestionMutation } from './__generated__/useReopenQuestionMutation.graphql';

const mutation = graphql`
  mutation useReopenQuestionMutation($input: ReopenQuestionInput!) {
    reopenQuestion(input: $input) {
      question {
        id
        ...QuestionItem_question
      }
    }
  }
`;

/** reopenQuestion: processing again (the asker or Management). */
export function useReopenQuestion() {
  return useMutation<useReopenQuestionMutation>(mutation);
}
