import { defineMessage, defineMessages } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import { BulkList } from '@/modules/bulk/BulkList';
import { usePagedList } from '@/modules/relay/usePagedList';
import { listColumns } from '@/modules/ui/list/listColumns';
import { documentListCodec, documentPageSize, effectiveSort, sortSpecFor, type DocumentListFilter } from './documentListParams';
import { DocumentRow } from './DocumentRow';
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

/** The columns' headers, also the export's (issue 35 §4: `documentExport`). */
export { messages as documentTableMessages };

/** The table's columns (issue 35 §5): its page gives them to `ListPageFrame`, whose "Columns" hides any but the first. */
export const documentColumns = listColumns(messages, ['title', 'status', 'category', 'tags', 'author', 'updatedAt']);

/**
 * The document list's live notices (issue 32): given the list's filter, the server tells of each
 * changed document whether it is in the list now, by the list's own SQL, so no matcher is kept here.
 */
const documentsChanged = graphql`
  subscription DocumentListSubscription($filter: DocumentFilter) {
    documentsChanged(filter: $filter) {
      kind
      id
      matches
      document {
        id
        ...DocumentRow_document
      }
    }
  }
`;

interface Props {
  query: DocumentList_query$key;
  /** The filter the list was loaded with (the live subscription is given it). */
  filter: DocumentListFilter;
}

/** The documents the caller may read, paged by "load more", live through the store; cards on a phone. */
export function DocumentList({ query, filter }: Props) {
  const page = usePaginationFragment(
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
          totalCountCapped
          edges {
            node {
              id
              version
              ...DocumentRow_document @arguments(keyword: $keyword, withExcerpt: $withExcerpt)
            }
          }
        }
      }
    `,
    query,
  );
  const list = usePagedList(page, page.data.documents, {
    codec: documentListCodec,
    // While searching, relevance is offered and is the default (`sortSpecFor`).
    sort: (params) => ({ spec: sortSpecFor(params.keyword), sort: effectiveSort(params) }),
    pageSize: documentPageSize,
    live: { subscription: documentsChanged, field: 'documentsChanged', variables: { filter }, edgeType: 'DocumentEdge' },
    minWidth: 860,
    columns: documentColumns,
    sortable: { title: 'TITLE', updatedAt: 'UPDATED_AT' },
    messages,
  });
  return (
    <BulkList type="Document" list={list} filter={filter}>
      {list.nodes.map((node) => (
        <DocumentRow key={node.id} document={node} favouritesConnectionId={filter.favouritesOnly ? list.connectionId : null} />
      ))}
    </BulkList>
  );
}
