import { useCallback } from 'react';
import { graphql, useMutation, type UseMutationConfig } from 'react-relay';
import { insertNode } from '@/modules/ui/list/connectionUpdaters';
import type { useRetryChatAnswerMutation } from './__generated__/useRetryChatAnswerMutation.graphql';

const mutation = graphql`
  mutation useRetryChatAnswerMutation($input: RetryChatAnswerInput!) {
    retryChatAnswer(input: $input) {
      answer {
        id
        createdAt
        status
        ...ChatMessageItem_message
      }
    }
  }
`;

type Config = UseMutationConfig<useRetryChatAnswerMutation> & {
  /** The room's messages connection, when the room is on screen (a new answer joins it). */
  connectionId?: string | null;
};

/** retryChatAnswer: a FAILED or STOPPED answer is answered again; the new answer streams. */
export function useRetryChatAnswer() {
  const [commit, inFlight] = useMutation<useRetryChatAnswerMutation>(mutation);
  const retry = useCallback(
    ({ connectionId, ...config }: Config) =>
      commit({
        ...config,
        updater: (store, data) => {
          const answer = data?.retryChatAnswer.answer;
          if (answer && connectionId) insertNode(store, connectionId, answer.id, 'ChatMessageEdge', 'end');
          config.updater?.(store, data);
        },
      }),
    [commit],
  );
  return [retry, inFlight] as const;
}
