import type { ReactNode } from 'react';
import { defineMessage, defineMessages } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import { BulkList } from '@/modules/bulk/BulkList';
import { usePagedList } from '@/modules/relay/usePagedList';
import { listColumns } from '@/modules/ui/list/listColumns';
import { tagListCodec, tagPageSize, tagSort } from './tagListParams';
import { TagRow } from './TagRow';
import type { TagList_query$key } from './__generated__/TagList_query.graphql';

const messages = defineMessages({
  caption: { id: 'tag.list.caption', defaultMessage: 'Tags' },
  name: { id: 'tag.field.name', defaultMessage: 'Name' },
  color: { id: 'tag.field.color', defaultMessage: 'Colour' },
  updatedAt: { id: 'tag.field.updatedAt', defaultMessage: 'Updated' },
  actions: { id: 'tag.field.actions', defaultMessage: 'Actions' },
  empty: { id: 'tag.list.empty', defaultMessage: 'No tags yet' },
  emptyHint: { id: 'tag.list.emptyHint', defaultMessage: 'Create the first tag above.' },
  countAll: defineMessage<{ total: number }>({ id: 'tag.list.countAll', defaultMessage: '{total, plural, one {# tag} other {# tags}}' }),
  count: defineMessage<{ shown: number; total: number }>({
    id: 'tag.list.count',
    defaultMessage: '{shown, number} of {total, plural, one {# tag} other {# tags}}',
  }),
});

/** The columns' headers, also the export's (issue 35 §4: `tagExport`). */
export { messages as tagTableMessages };

/** The table's columns (issue 35 §5): its page gives them to `ListPageFrame`, whose "Columns" hides any but the first and the row's actions. */
export const tagColumns = listColumns(messages, ['name', 'color', 'updatedAt', 'actions'], ['actions']);

/**
 * The tag list's live notices (issue 32): given the list's search, the server tells of each
 * changed tag whether it is in the list now, by the list's own SQL (a tag renamed away from the
 * search leaves it, one renamed into it joins), so no matcher is kept here.
 */
const tagsChanged = graphql`
  subscription TagListSubscription($filter: TagFilter) {
    tagsChanged(filter: $filter) {
      kind
      id
      matches
      tag {
        id
        ...TagRow_tag
      }
    }
  }
`;

interface Props {
  query: TagList_query$key;
  /** The search the list was loaded with: the server tells which changed tags are in it. */
  keyword: string | undefined;
  /** Rendered above the rows with the connection's id (the create form inserts into it). */
  before?: (connectionId: string) => ReactNode;
}

/** The tags (A→Z by default), paged by "load more", live through the store; cards on a phone. */
export function TagList({ query, keyword, before }: Props) {
  // The list's filter is its search: "all matching" is every tag it finds.
  const filter = keyword ? { keyword } : {};
  const page = usePaginationFragment(
    graphql`
      fragment TagList_query on Query
      @refetchable(queryName: "TagListPaginationQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 50 }
        after: { type: "String" }
        filter: { type: "TagFilter" }
        orderBy: { type: "TagOrder" }
      ) {
        tags(first: $first, after: $after, filter: $filter, orderBy: $orderBy) @connection(key: "TagList_tags") {
          __id
          totalCount
          totalCountCapped
          edges {
            node {
              id
              version
              ...TagRow_tag
            }
          }
        }
      }
    `,
    query,
  );
  const list = usePagedList(page, page.data.tags, {
    codec: tagListCodec,
    sort: tagSort,
    pageSize: tagPageSize,
    live: { subscription: tagsChanged, field: 'tagsChanged', variables: { filter }, edgeType: 'TagEdge' },
    minWidth: 560,
    columns: tagColumns,
    sortable: { name: 'NAME', updatedAt: 'UPDATED_AT' },
    messages,
    // The hint points at the create form above, which says nothing to a search with no match.
    empty: (filtered) => ({ text: messages.empty, hint: filtered ? undefined : messages.emptyHint }),
  });
  return (
    <>
      {before?.(list.connectionId)}
      <BulkList type="Tag" list={list} filter={filter}>
        {list.nodes.map((node) => (
          <TagRow key={node.id} tag={node} connectionId={list.connectionId} />
        ))}
      </BulkList>
    </>
  );
}
