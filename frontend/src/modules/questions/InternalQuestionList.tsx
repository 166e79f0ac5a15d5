import type { ReactNode } from 'react';
import { defineMessage, defineMessages } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import { BulkList } from '@/modules/bulk/BulkList';
import { usePagedList } from '@/modules/relay/usePagedList';
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
  const page = usePaginationFragment(
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
          totalCountCapped
          edges {
            node {
              id
              version
              ...QuestionItem_question
            }
          }
        }
      }
    `,
    query,
  );
  const list = usePagedList(page, page.data.questions, {
    codec: questionListCodec,
    pageSize: questionPageSize,
    live: { subscription: questionsChanged, field: 'questionsChanged', variables: { projectId: null, filter }, edgeType: 'QuestionEdge' },
    messages,
    empty: (filtered) => ({ text: messages.empty, hint: filtered ? undefined : messages.emptyHint }),
  });
  return (
    <>
      {before?.(list.connectionId)}
      <BulkList type="Question" list={list} filter={filter} cards>
        {list.nodes.map((node) => (
          <QuestionItem key={node.id} question={node} />
        ))}
      </BulkList>
    </>
  );
}
