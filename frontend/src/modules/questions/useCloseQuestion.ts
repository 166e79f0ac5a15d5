import { graphql, useMutation } from 'react-relay';
import type { useCloseQuestionMutation } from './__generated__/useCloseQuestionMutation.graphql';

const mutation = graphql`
  mutation useCloseQuestionMutation($input: CloseQuestionInput!) {
    closeQuestion(input: $input) {
      question {
        id
        ...QuestionItem_question
      }
    }
  }
`;

/** closeQuestion (the asker or Management; a closed one is refused with the same-status error). */
export function useCloseQuestion() {
  return useMutation<useCloseQuestionMutation>(mutation);
}
