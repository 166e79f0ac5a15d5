import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import { useLiveList, useRefetchShown } from '@/modules/relay/useLiveList';
import { commonMessages } from '@/modules/ui/commonMessages';
import { ListBody } from '@/modules/ui/list/ListBody';
import { useListParams } from '@/modules/ui/list/useListParams';
import { useListSorting } from '@/modules/ui/list/useListSorting';
import { useLoadMore } from '@/modules/ui/list/useLoadMore';
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
  emptyArchived: { id: 'agent.list.emptyArchived', defaultMessage: 'No archived agents' },
  countAll: defineMessage<{ total: number }>({ id: 'agent.list.countAll', defaultMessage: '{total, plural, one {# agent} other {# agents}}' }),
  count: defineMessage<{ shown: number; total: number }>({ id: 'agent.list.count', defaultMessage: '{shown, number} of {total, plural, one {# agent} other {# agents}}' }),
});

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

/** The agents, paged by "load more", live through the store (agentsChanged); cards on a phone. */
export function AgentList({ query, filter }: Props) {
  const intl = useIntl();
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment(
    graphql`
      fragment AgentList_query on Query
      @refetchable(queryName: "AgentListPaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 20 }, after: { type: "String" }, filter: { type: "AgentFilter" }, orderBy: { type: "AgentOrder" }) {
        agents(first: $first, after: $after, filter: $filter, orderBy: $orderBy) @connection(key: "AgentList_agents") {
          __id
          totalCount
          edges {
            node {
              id
              ...AgentRow_agent
            }
          }
        }
      }
    `,
    query,
  );
  const { filtered, clear } = useListParams(agentListCodec);
  const sorting = useListSorting(agentListCodec, agentSort);
  const edges = data.agents.edges;
  const connectionId = data.agents.__id;
  const onLoadMore = useLoadMore(loadNext, edges.length, agentPageSize);
  const refetchShown = useRefetchShown(refetch, agentPageSize, edges.length);
  useLiveList({ subscription: agentsChanged, field: 'agentsChanged', variables: { filter }, connectionId, edgeType: 'AgentEdge', refetch: refetchShown });
  return (
    <ListBody
      sorting={sorting}
      label={intl.formatMessage(messages.caption)}
      minWidth={860}
      columns={[
        { key: 'name', sort: 'NAME', label: intl.formatMessage(messages.name) },
        { key: 'role', label: intl.formatMessage(messages.role) },
        { key: 'model', label: intl.formatMessage(messages.model) },
        { key: 'tags', label: intl.formatMessage(messages.tags) },
        { key: 'updatedAt', sort: 'UPDATED_AT', label: intl.formatMessage(messages.updatedAt) },
      ]}
      empty={{ filtered, onClear: clear, text: intl.formatMessage(filter.archived ? messages.emptyArchived : messages.empty) }}
      shown={edges.length}
      totalCount={data.agents.totalCount}
      countMessages={{ all: messages.countAll, some: messages.count }}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      onLoadMore={onLoadMore}
      loadMoreLabel={intl.formatMessage(commonMessages.loadMore)}
    >
      {edges.map((edge) => (
        <AgentRow key={edge.node.id} agent={edge.node} />
      ))}
    </ListBody>
  );
}
