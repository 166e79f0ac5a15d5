import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import { useLiveList, useRefetchShown } from '@/modules/relay/useLiveList';
import { commonMessages } from '@/modules/ui/commonMessages';
import { ListEmpty } from '@/modules/ui/list/ListEmpty';
import { ListFooter } from '@/modules/ui/list/ListFooter';
import { useListParams } from '@/modules/ui/list/useListParams';
import { useLoadMore } from '@/modules/ui/list/useLoadMore';
import { questionListCodec, questionPageSize, type QuestionListFilter } from './questionListParams';
import { QuestionItem } from './QuestionItem';
import { questionsChanged } from './questionListChanges';
import type { InternalQuestionList_query$key } from './__generated__/InternalQuestionList_query.graphql';

const messages = defineMessages({
  empty: { id: 'question.list.empty', defaultMessage: 'No questions yet' },
  emptyHint: { id: 'question.list.emptyHint', defaultMessage: 'Ask the first one above.' },
  countAll: defineMessage<{ total: number }>({ id: 'question.list.countAll', defaultMessage: '{total, plural, one {# question} other {# questions}}' }),
  count: defineMessage<{ shown: number; total: number }>({
    id: 'question.list.count',
    defaultMessage: '{shown, number} of {total, plural, one {# question} other {# questions}}',
  }),
});

interface Props {
  query: InternalQuestionList_query$key;
  /** The filter the list was loaded with: the server tells which changed questions are in it. */
  filter: QuestionListFilter;
  /** Rendered above the questions with the connection's id (the ask form inserts into it). */
  before?: (connectionId: string) => ReactNode;
}

/** The internal Q&A board's questions, paged by "load more", live through `questionsChanged`. */
export function InternalQuestionList({ query, filter, before }: Props) {
  const intl = useIntl();
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment(
    graphql`
      fragment InternalQuestionList_query on Query
      @refetchable(queryName: "InternalQuestionListPaginationQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 20 }
        after: { type: "String" }
        filter: { type: "QuestionFilter" }
        orderBy: { type: "QuestionOrder" }
      ) {
        questions(first: $first, after: $after, filter: $filter, orderBy: $orderBy) @connection(key: "InternalQuestionList_questions") {
          __id
          totalCount
          edges {
            node {
              id
              ...QuestionItem_question
            }
          }
        }
      }
    `,
    query,
  );
  const { filtered, clear } = useListParams(questionListCodec);
  const edges = data.questions.edges;
  const connectionId = data.questions.__id;
  const onLoadMore = useLoadMore(loadNext, edges.length, questionPageSize);
  const refetchShown = useRefetchShown(refetch, questionPageSize, edges.length);
  useLiveList({ subscription: questionsChanged, field: 'questionsChanged', variables: { projectId: null, filter }, connectionId, edgeType: 'QuestionEdge', refetch: refetchShown });
  return (
    <>
      {before?.(connectionId)}
      {edges.length === 0 ? (
        <ListEmpty filtered={filtered} onClear={clear} text={intl.formatMessage(messages.empty)} hint={filtered ? undefined : intl.formatMessage(messages.emptyHint)} />
      ) : (
        <Stack gap="sm" data-testid="question-list">
          {edges.map((edge) => (
            <QuestionItem key={edge.node.id} question={edge.node} />
          ))}
        </Stack>
      )}
      <ListFooter
        shown={edges.length}
        totalCount={data.questions.totalCount}
        countMessages={{ all: messages.countAll, some: messages.count }}
        hasNext={hasNext}
        isLoadingNext={isLoadingNext}
        onLoadMore={onLoadMore}
        loadMoreLabel={intl.formatMessage(commonMessages.loadMore)}
      />
    </>
  );
}
