import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import { useLiveList, useRefetchShown } from '@/modules/relay/useLiveList';
import { commonMessages } from '@/modules/ui/commonMessages';
import { ListBody } from '@/modules/ui/list/ListBody';
import { useListParams } from '@/modules/ui/list/useListParams';
import { useLoadMore } from '@/modules/ui/list/useLoadMore';
import { memberListCodec, memberPageSize, type MemberListVariables } from './memberListParams';
import { MemberRow } from './MemberRow';
import type { MemberList_query$key } from './__generated__/MemberList_query.graphql';

const messages = defineMessages({
  caption: { id: 'member.list.caption', defaultMessage: 'Members' },
  name: { id: 'member.field.name', defaultMessage: 'Name' },
  roles: { id: 'member.field.roles', defaultMessage: 'Roles' },
  status: { id: 'member.field.status', defaultMessage: 'Status' },
  registeredAt: { id: 'member.field.registeredAt', defaultMessage: 'Registered' },
  empty: { id: 'member.list.empty', defaultMessage: 'No members found' },
  emptyHint: { id: 'member.list.emptyHint', defaultMessage: 'Try another keyword or role, or include deactivated members.' },
  countAll: defineMessage<{ total: number }>({ id: 'member.list.countAll', defaultMessage: '{total, plural, one {# member} other {# members}}' }),
  count: defineMessage<{ shown: number; total: number }>({
    id: 'member.list.count',
    defaultMessage: '{shown, number} of {total, plural, one {# member} other {# members}}',
  }),
});

const employeesChanged = graphql`
  subscription MemberListSubscription($filter: EmployeeFilter) {
    employeesChanged(filter: $filter) {
      kind
      id
      matches
      employee {
        id
        ...MemberRow_employee
      }
    }
  }
`;

interface Props {
  query: MemberList_query$key;
  /** The filter the list was loaded with: the server tells which changed members are in it. */
  filter: MemberListVariables['filter'];
}

/** The member directory (A→Z), paged by "load more", live through the store; cards on a phone. */
export function MemberList({ query, filter }: Props) {
  const intl = useIntl();
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment(
    graphql`
      fragment MemberList_query on Query
      @refetchable(queryName: "MemberListPaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 20 }, after: { type: "String" }, filter: { type: "EmployeeFilter" }) {
        employees(first: $first, after: $after, filter: $filter) @connection(key: "MemberList_employees") {
          __id
          totalCount
          edges {
            node {
              id
              ...MemberRow_employee
            }
          }
        }
      }
    `,
    query,
  );
  const { filtered, clear } = useListParams(memberListCodec);
  const edges = data.employees.edges;
  const onLoadMore = useLoadMore(loadNext, edges.length, memberPageSize);
  const refetchShown = useRefetchShown(refetch, memberPageSize, edges.length);
  useLiveList({ subscription: employeesChanged, field: 'employeesChanged', variables: { filter }, connectionId: data.employees.__id, edgeType: 'EmployeeEdge', refetch: refetchShown });
  return (
    <ListBody
      label={intl.formatMessage(messages.caption)}
      minWidth={640}
      columns={[
        { key: 'name', label: intl.formatMessage(messages.name) },
        { key: 'roles', label: intl.formatMessage(messages.roles) },
        { key: 'status', label: intl.formatMessage(messages.status) },
        { key: 'registeredAt', label: intl.formatMessage(messages.registeredAt) },
      ]}
      empty={{
        filtered,
        onClear: clear,
        text: intl.formatMessage(messages.empty),
        hint: filtered ? intl.formatMessage(messages.emptyHint) : undefined,
      }}
      shown={edges.length}
      totalCount={data.employees.totalCount}
      countMessages={{ all: messages.countAll, some: messages.count }}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      onLoadMore={onLoadMore}
      loadMoreLabel={intl.formatMessage(commonMessages.loadMore)}
    >
      {edges.map((edge) => (
        <MemberRow key={edge.node.id} employee={edge.node} />
      ))}
    </ListBody>
  );
}
