import { defineMessage, defineMessages } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import { usePagedList } from '@/modules/relay/usePagedList';
import { ListBody } from '@/modules/ui/list/ListBody';
import { trashListCodec, trashPageSize, type TrashFilter } from './trashListParams';
import { TrashRow } from './TrashRow';
import type { TrashList_query$key } from './__generated__/TrashList_query.graphql';

const messages = defineMessages({
  caption: { id: 'trash.list.caption', defaultMessage: 'Deleted items' },
  title: { id: 'trash.field.title', defaultMessage: 'Name' },
  kind: { id: 'trash.field.kind', defaultMessage: 'Kind' },
  deletedBy: { id: 'trash.field.deletedBy', defaultMessage: 'Deleted by' },
  deletedAt: { id: 'trash.field.deletedAt', defaultMessage: 'Deleted' },
  actions: { id: 'trash.field.actions', defaultMessage: 'Actions' },
  empty: { id: 'trash.list.empty', defaultMessage: 'The trash is empty' },
  emptyHint: { id: 'trash.list.emptyHint', defaultMessage: 'What you delete comes here, and can be restored from here.' },
  countAll: defineMessage<{ total: number }>({ id: 'trash.list.countAll', defaultMessage: '{total, plural, one {# item} other {# items}}' }),
  count: defineMessage<{ shown: number; total: number }>({
    id: 'trash.list.count',
    defaultMessage: '{shown, number} of {total, plural, one {# item} other {# items}}',
  }),
});

/**
 * The trash's live notices (issue 35): each deletion and restore of the kinds the list shows
 * (`types`, else every kind the reader may restore), with whether the entry is in the trash now
 * and holds the list's keyword, as the server matches it for the list itself; an entry has its
 * own id beside the entity's, and a restored one leaves by it.
 */
const trashChanged = graphql`
  subscription TrashListSubscription($types: [String!], $keyword: String) {
    trashChanged(types: $types, keyword: $keyword) {
      kind
      id
      matches
      item {
        id
        ...TrashRow_item
      }
    }
  }
`;

interface Props {
  query: TrashList_query$key;
  /** The kinds and keyword the list was loaded with (the URL's). */
  filter: TrashFilter;
}

/**
 * What was deleted, newest first, of the kinds and with the keyword of the URL, paged by "load
 * more", live through the store; cards on a phone.
 */
export function TrashList({ query, filter }: Props) {
  const page = usePaginationFragment(
    graphql`
      fragment TrashList_query on Query
      @refetchable(queryName: "TrashListPaginationQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 20 }
        after: { type: "String" }
        types: { type: "[String!]" }
        keyword: { type: "String" }
      ) {
        trash(first: $first, after: $after, types: $types, keyword: $keyword) @connection(key: "TrashList_trash") {
          __id
          totalCount
          totalCountCapped
          edges {
            node {
              id
              ...TrashRow_item
            }
          }
        }
      }
    `,
    query,
  );
  const { types, keyword } = filter;
  const list = usePagedList(page, page.data.trash, {
    codec: trashListCodec,
    pageSize: trashPageSize,
    live: { subscription: trashChanged, field: 'trashChanged', variables: { types: types ?? null, keyword: keyword ?? null }, edgeType: 'TrashItemEdge' },
    minWidth: 720,
    columns: ['title', 'kind', 'deletedBy', 'deletedAt', 'actions'],
    messages,
    empty: (filtered) => ({ text: messages.empty, hint: filtered ? undefined : messages.emptyHint }),
  });
  return (
    <ListBody {...list.body}>
      {list.nodes.map((node) => (
        <TrashRow key={node.id} item={node} />
      ))}
    </ListBody>
  );
}
