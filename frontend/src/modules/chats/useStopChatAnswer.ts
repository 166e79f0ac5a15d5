import { graphql, useMutation } from 'react-relay';
import type { useStopChatAnswerMutation } from './__generated__/useStopChatAnswerMutation.graphql';

const mutation = graphql`
  mutation useStopChatAnswerMutation($input: StopChatAnswerInput!) {
    stopChatAnswer(input: $input) {
      answer {
        id
        status
        ...ChatMessageItem_message
      }
    }
  }
`;

/** stopChatAnswer: the streaming answer stops where it is (STOPPED); it can be retried. */
export function useStopChatAnswer() {
  return useMutation<useStopChatAnswerMutation>(mutation);
}
