import { defineMessage, defineMessages } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import { usePagedList } from '@/modules/relay/usePagedList';
import { ListBody } from '@/modules/ui/list/ListBody';
import { listColumns } from '@/modules/ui/list/listColumns';
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

/** The columns' headers, also the export's (issue 35 §4: `memberExport`). */
export { messages as memberTableMessages };

/** The table's columns (issue 35 §5): its page gives them to `ListPageFrame`, whose "Columns" hides any but the first. */
export const memberColumns = listColumns(messages, ['name', 'roles', 'status', 'registeredAt']);

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
  const page = usePaginationFragment(
    graphql`
      fragment MemberList_query on Query
      @refetchable(queryName: "MemberListPaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 20 }, after: { type: "String" }, filter: { type: "EmployeeFilter" }) {
        employees(first: $first, after: $after, filter: $filter) @connection(key: "MemberList_employees") {
          __id
          totalCount
          totalCountCapped
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
  const list = usePagedList(page, page.data.employees, {
    codec: memberListCodec,
    pageSize: memberPageSize,
    live: { subscription: employeesChanged, field: 'employeesChanged', variables: { filter }, edgeType: 'EmployeeEdge' },
    minWidth: 640,
    columns: memberColumns,
    messages,
    empty: (filtered) => ({ text: messages.empty, hint: filtered ? messages.emptyHint : undefined }),
  });
  return (
    <ListBody {...list.body}>
      {list.nodes.map((node) => (
        <MemberRow key={node.id} employee={node} />
      ))}
    </ListBody>
  );
}
