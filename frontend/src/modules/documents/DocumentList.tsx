import { startTransition, useCallback, useMemo } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import { commonMessages } from '@/modules/ui/commonMessages';
import { ListBody } from '@/modules/ui/list/ListBody';
import type { ListSort } from '@/modules/ui/list/listParams';
import { useListParams } from '@/modules/ui/list/useListParams';
import { useSorting } from '@/modules/ui/list/useListSorting';
import { useLoadMore } from '@/modules/ui/list/useLoadMore';
import { documentListCodec, documentPageSize, effectiveSort, sortSpecFor, type DocumentListFilter, type DocumentOrderField } from './documentListParams';
import { DocumentRow } from './DocumentRow';
import { useDocumentsChangedSubscription } from './useDocumentsChangedSubscription';
import type { DocumentList_query$key } from './__generated__/DocumentList_query.graphql';

const messages = defineMessages({
  caption: { id: 'document.list.caption', defaultMessage: 'Documents' },
  title: { id: 'document.field.title', defaultMessage: 'Title' },
  status: { id: 'document.field.status', defaultMessage: 'Status' },
  category: { id: 'document.field.category', defaultMessage: 'Category' },
  tags: { id: 'document.field.tags', defaultMessage: 'Tags' },
  author: { id: 'document.field.author', defaultMessage: 'Author' },
  updatedAt: { id: 'document.field.updatedAt', defaultMessage: 'Updated' },
  empty: { id: 'document.list.empty', defaultMessage: 'No documents found' },
  emptyHint: { id: 'document.list.emptyHint', defaultMessage: 'Try another keyword or filter, or write a document.' },
  countAll: defineMessage<{ total: number }>({ id: 'document.list.countAll', defaultMessage: '{total, plural, one {# document} other {# documents}}' }),
  count: defineMessage<{ shown: number; total: number }>({
    id: 'document.list.count',
    defaultMessage: '{shown, number} of {total, plural, one {# document} other {# documents}}',
  }),
});

interface Props {
  query: DocumentList_query$key;
  /** The filter the list was loaded with (the live subscription is given it). */
  filter: DocumentListFilter;
}

/** The documents the caller may read, paged by "load more", live through the store; cards on a phone. */
export function DocumentList({ query, filter }: Props) {
  const intl = useIntl();
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment(
    graphql`
      fragment DocumentList_query on Query
      @refetchable(queryName: "DocumentListPaginationQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 20 }
        after: { type: "String" }
        filter: { type: "DocumentFilter" }
        orderBy: { type: "DocumentOrder" }
        keyword: { type: "String", defaultValue: "" }
        withExcerpt: { type: "Boolean", defaultValue: false }
      ) {
        documents(first: $first, after: $after, filter: $filter, orderBy: $orderBy) @connection(key: "DocumentList_documents") {
          __id
          totalCount
          edges {
            node {
              id
              ...DocumentRow_document @arguments(keyword: $keyword, withExcerpt: $withExcerpt)
            }
          }
        }
      }
    `,
    query,
  );
  const { params, update, filtered, clear } = useListParams(documentListCodec);
  const onSortChange = useCallback((sort: ListSort<DocumentOrderField>) => update(sort), [update]);
  const sorting = useSorting(sortSpecFor(params.keyword), effectiveSort(params), onSortChange);
  const edges = data.documents.edges;
  const connectionId = data.documents.__id;
  const onLoadMore = useLoadMore(loadNext, edges.length, documentPageSize);
  const resync = useCallback(
    () => startTransition(() => void refetch({ first: Math.min(100, Math.max(documentPageSize, edges.length)) }, { fetchPolicy: 'network-only' })),
    [refetch, edges.length],
  );
  const live = useMemo(() => ({ connectionId, filter, refetch: resync }), [connectionId, filter, resync]);
  useDocumentsChangedSubscription(live);
  return (
    <ListBody
      sorting={sorting}
      label={intl.formatMessage(messages.caption)}
      minWidth={860}
      columns={[
        { key: 'title', sort: 'TITLE', label: intl.formatMessage(messages.title) },
        { key: 'status', label: intl.formatMessage(messages.status) },
        { key: 'category', label: intl.formatMessage(messages.category) },
        { key: 'tags', label: intl.formatMessage(messages.tags) },
        { key: 'author', label: intl.formatMessage(messages.author) },
        { key: 'updatedAt', sort: 'UPDATED_AT', label: intl.formatMessage(messages.updatedAt) },
      ]}
      empty={{ filtered, onClear: clear, text: intl.formatMessage(messages.empty), hint: intl.formatMessage(messages.emptyHint) }}
      shown={edges.length}
      totalCount={data.documents.totalCount}
      countMessages={{ all: messages.countAll, some: messages.count }}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      onLoadMore={onLoadMore}
      loadMoreLabel={intl.formatMessage(commonMessages.loadMore)}
    >
      {edges.map((edge) => (
        <DocumentRow key={edge.node.id} document={edge.node} favouritesConnectionId={filter.favouritesOnly ? connectionId : null} />
      ))}
    </ListBody>
  );
}
