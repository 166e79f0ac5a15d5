import { defineMessage, defineMessages } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import { usePagedList } from '@/modules/relay/usePagedList';
import { ListBody } from '@/modules/ui/list/ListBody';
import { trashListCodec, trashPageSize } from './trashListParams';
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
 * The trash's live notices (issue 35): each deletion and restore of the kinds the reader may
 * restore, with whether the entry is in the trash now; an entry has its own id beside the
 * entity's, and a restored one leaves by it.
 */
const trashChanged = graphql`
  subscription TrashListSubscription($types: [String!]) {
    trashChanged(types: $types) {
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

/** Every kind the reader may restore: the subscription is given no `types`, as the list. */
const everyKind = {};

/** What was deleted, newest first, paged by "load more", live through the store; cards on a phone. */
export function TrashList({ query }: { query: TrashList_query$key }) {
  const page = usePaginationFragment(
    graphql`
      fragment TrashList_query on Query
      @refetchable(queryName: "TrashListPaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 20 }, after: { type: "String" }) {
        trash(first: $first, after: $after) @connection(key: "TrashList_trash") {
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
  const list = usePagedList(page, page.data.trash, {
    codec: trashListCodec,
    pageSize: trashPageSize,
    live: { subscription: trashChanged, field: 'trashChanged', variables: everyKind, edgeType: 'TrashItemEdge' },
    minWidth: 720,
    columns: ['title', 'kind', 'deletedBy', 'deletedAt', 'actions'],
    messages,
  });
  return (
    <ListBody {...list.body}>
      {list.nodes.map((node) => (
        <TrashRow key={node.id} item={node} />
      ))}
    </ListBody>
  );
}
