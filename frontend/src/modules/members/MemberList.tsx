import { Button, Group, Table, Text } from '@mantine/core';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import { EmptyState } from '../ui/EmptyState';
import { memberPageSize } from './memberListParams';
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
  loadMore: { id: 'member.list.loadMore', defaultMessage: 'Load more' },
  count: defineMessage<{ shown: number; total: number }>({ id: 'member.list.count', defaultMessage: '{shown, number} of {total, number} members' }),
});

/** The member directory, paged by "load more". */
export function MemberList({ query }: { query: MemberList_query$key }) {
  const intl = useIntl();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment MemberList_query on Query
      @refetchable(queryName: "MemberListPaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 20 }, after: { type: "String" }, filter: { type: "EmployeeFilter" }) {
        employees(first: $first, after: $after, filter: $filter) @connection(key: "MemberList_employees") {
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
  const edges = data.employees.edges;
  if (edges.length === 0) {
    return (
      <EmptyState title={intl.formatMessage(messages.empty)}>
        <Text size="sm" c="dimmed">
          {intl.formatMessage(messages.emptyHint)}
        </Text>
      </EmptyState>
    );
  }
  return (
    <>
      <Table.ScrollContainer minWidth={640}>
        <Table highlightOnHover verticalSpacing="sm">
          <Table.Caption>{intl.formatMessage(messages.count, { shown: edges.length, total: data.employees.totalCount })}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{intl.formatMessage(messages.name)}</Table.Th>
              <Table.Th>{intl.formatMessage(messages.roles)}</Table.Th>
              <Table.Th>{intl.formatMessage(messages.status)}</Table.Th>
              <Table.Th>{intl.formatMessage(messages.registeredAt)}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {edges.map((edge) => (
              <MemberRow key={edge.node.id} employee={edge.node} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {hasNext && (
        <Group justify="center">
          <Button variant="default" loading={isLoadingNext} onClick={() => loadNext(memberPageSize)}>
            {intl.formatMessage(messages.loadMore)}
          </Button>
        </Group>
      )}
    </>
  );
}
