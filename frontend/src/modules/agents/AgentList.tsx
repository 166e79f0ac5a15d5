import { defineMessage, defineMessages } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import { BulkList } from '@/modules/bulk/BulkList';
import { usePagedList } from '@/modules/relay/usePagedList';
import { listColumns } from '@/modules/ui/list/listColumns';
import { agentListCodec, agentPageSize, agentSort, type AgentListFilter } from './agentListParams';
import { AgentRow } from './AgentRow';
import type { AgentList_query$key } from './__generated__/AgentList_query.graphql';

const messages = defineMessages({
  caption: { id: 'agent.list.caption', defaultMessage: 'Agents' },
  name: { id: 'agent.field.name', defaultMessage: 'Name' },
  role: { id: 'agent.field.role', defaultMessage: 'Agent role' },
  model: { id: 'agent.field.defaultModel', defaultMessage: 'Default AI model' },
  tags: { id: 'agent.field.tags', defaultMessage: 'Tags' },
  updatedAt: { id: 'agent.field.updatedAt', defaultMessage: 'Updated' },
  empty: { id: 'agent.list.empty', defaultMessage: 'No agents yet' },
  countAll: defineMessage<{ total: number }>({ id: 'agent.list.countAll', defaultMessage: '{total, plural, one {# agent} other {# agents}}' }),
  count: defineMessage<{ shown: number; total: number }>({ id: 'agent.list.count', defaultMessage: '{shown, number} of {total, plural, one {# agent} other {# agents}}' }),
});

export { messages as agentTableMessages };

/** The table's columns (issue 35 §5): its page gives them to `ListPageFrame`, whose "Columns" hides any but the first. */
export const agentColumns = listColumns(messages, ['name', 'role', 'model', 'tags', 'updatedAt']);

/**
 * The agent list's live notices (issue 32): given the list's filter, the server tells of each
 * changed agent whether it is in the list now, by the list's own SQL, so no matcher is kept here.
 */
const agentsChanged = graphql`
  subscription AgentListSubscription($filter: AgentFilter) {
    agentsChanged(filter: $filter) {
      kind
      id
      matches
      agent {
        id
        ...AgentRow_agent
      }
    }
  }
`;

interface Props {
  query: AgentList_query$key;
  /** The filter the list was loaded with: the server tells which changed agents are in it. */
  filter: AgentListFilter;
}

/** The agents, paged by "load more", live through the store (agentsChanged); cards on a phone; deleted in bulk (issue 35 §2). */
export function AgentList({ query, filter }: Props) {
  const page = usePaginationFragment(
    graphql`
      fragment AgentList_query on Query
      @refetchable(queryName: "AgentListPaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 20 }, after: { type: "String" }, filter: { type: "AgentFilter" }, orderBy: { type: "AgentOrder" }) {
        agents(first: $first, after: $after, filter: $filter, orderBy: $orderBy) @connection(key: "AgentList_agents") {
          __id
          totalCount
          totalCountCapped
          edges {
            node {
              id
              version
              ...AgentRow_agent
            }
          }
        }
      }
    `,
    query,
  );
  const list = usePagedList(page, page.data.agents, {
    codec: agentListCodec,
    sort: agentSort,
    pageSize: agentPageSize,
    live: { subscription: agentsChanged, field: 'agentsChanged', variables: { filter }, edgeType: 'AgentEdge' },
    minWidth: 860,
    columns: agentColumns,
    sortable: { name: 'NAME', updatedAt: 'UPDATED_AT' },
    messages,
  });
  return (
    <BulkList type="Agent" list={list} filter={filter}>
      {list.nodes.map((node) => (
        <AgentRow key={node.id} agent={node} />
      ))}
    </BulkList>
  );
}
