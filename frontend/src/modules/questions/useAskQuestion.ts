import { graphql } from 'react-relay';
import { useStoreMutation } from '@/modules/relay/useStoreMutation';
import { insertNode } from '@/modules/ui/list/connectionUpdaters';
import type { useAskQuestionMutation } from './__generated__/useAskQuestionMutation.graphql';

const mutation = graphql`
  mutation useAskQuestionMutation($input: AskQuestionInput!) {
    askQuestion(input: $input) {
      question {
        id
        ...QuestionItem_question
      }
    }
  }
`;

/**
 * askQuestion. The new question goes to the top of the given connections (no refetch); an
 * insert skips a question the live list (`questionsChanged`) already added.
 */
export function useAskQuestion(connectionIds: readonly string[]) {
  return useStoreMutation<useAskQuestionMutation>(mutation, (store, data) => {
    const id = data?.askQuestion.question.id;
    if (id) for (const connectionId of connectionIds) insertNode(store, connectionId, id, 'QuestionEdge');
  });
}
