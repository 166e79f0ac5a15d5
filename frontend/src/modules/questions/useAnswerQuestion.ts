import { graphql, useMutation } from 'react-relay';
import type { useAnswerQuestionMutation } from './__generated__/useAnswerQuestionMutation.graphql';

const mutation = graphql`
  mutation useAnswerQuestionMutation($input: AnswerQuestionInput!) {
    answerQuestion(input: $input) {
      question {
        id
        ...QuestionItem_question
      }
    }
  }
`;

/** answerQuestion: the question becomes answered (the server refuses an answered one: "Current status is same to new status"). */
export function useAnswerQuestion() {
  return useMutation<useAnswerQuestionMutation>(mutation);
}
