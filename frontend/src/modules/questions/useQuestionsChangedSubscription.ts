import { useEffect, useMemo, useRef } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig, RecordProxy } from 'relay-runtime';
import { resync } from '@/modules/relay/resync';
import { connectionHasNode, insertNode, removeNode } from '@/modules/ui/list/connectionUpdaters';
import { matchesQuestionFilter, type QuestionFacts, type QuestionListFilter } from './questionListParams';
import type { useQuestionsChangedSubscription as Subscription } from './__generated__/useQuestionsChangedSubscription.graphql';

const subscription = graphql`
  subscription useQuestionsChangedSubscription($projectId: ID) {
    questionsChanged(projectId: $projectId) {
      kind
      question {
        id
        scope
        statusId
        title
        project {
          id
        }
        ...QuestionItem_question
      }
    }
  }
`;

export interface LiveQuestionList {
  connectionId: string;
  filter: QuestionListFilter;
}

function facts(question: RecordProxy): QuestionFacts {
  const project = question.getLinkedRecord('project');
  return {
    scope: String(question.getValue('scope') ?? ''),
    statusId: Number(question.getValue('statusId')),
    title: String(question.getValue('title') ?? ''),
    projectId: project ? String(project.getValue('id')) : null,
  };
}

/**
 * Keeps question lists live through the store (issue 13): a created question matching a list's
 * filter goes to its top, a changed one updates in place and moves in or out when its status no
 * longer matches, a deleted one leaves. `projectId` narrows the notices to one project. After a
 * socket reconnect `refetch` re-reads the lists (notices may have been missed).
 */
export function useQuestionsChangedSubscription(projectId: string | null, lists: readonly LiveQuestionList[], refetch: () => void): void {
  const listsRef = useRef({ lists, refetch });
  useEffect(() => {
    listsRef.current = { lists, refetch };
  }, [lists, refetch]);
  const config = useMemo<GraphQLSubscriptionConfig<Subscription>>(
    () => ({
      subscription,
      variables: { projectId },
      updater: (store) => {
        const change = store.getRootField('questionsChanged');
        const question = change?.getLinkedRecord('question');
        if (!change || !question) return;
        const id = question.getDataID();
        const kind = change.getValue('kind');
        const current = facts(question);
        for (const { connectionId, filter } of listsRef.current.lists) {
          const connection = store.get(connectionId);
          if (!connection) continue;
          if (kind === 'DELETED') {
            removeNode(store, connectionId, id);
            continue;
          }
          if (kind === 'CREATED') {
            if (matchesQuestionFilter(filter, current)) insertNode(store, connectionId, id, 'QuestionEdge');
            continue;
          }
          const listed = connectionHasNode(connection, id);
          if (listed && !matchesQuestionFilter({ ...filter, keyword: undefined }, current)) removeNode(store, connectionId, id);
          else if (!listed && matchesQuestionFilter(filter, current)) insertNode(store, connectionId, id, 'QuestionEdge');
        }
      },
      onError: (error) => console.warn('questionsChanged subscription ended', error),
    }),
    [projectId],
  );
  useSubscription(config);
  useEffect(() => resync.subscribe(() => listsRef.current.refetch()), []);
}
