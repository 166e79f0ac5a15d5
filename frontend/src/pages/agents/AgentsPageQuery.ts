import { graphql } from 'react-relay';

/** /agents */
export const AgentsPageQuery = graphql`
  query AgentsPageQuery($first: Int!, $filter: AgentFilter, $orderBy: AgentOrder) {
    ...AgentList_query @arguments(first: $first, filter: $filter, orderBy: $orderBy)
    ...AgentFilters_query
    ...AgentRoleActions_query
  }
`;
