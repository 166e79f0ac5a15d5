import { graphql } from 'react-relay';

/** /agents/:agentId */
export const AgentDetailPageQuery = graphql`
  query AgentDetailPageQuery($id: ID!) {
    node(id: $id) {
      __typename
      ... on Agent {
        id
        name
      }
      ...AgentDetail_agent @alias
    }
    ...AgentForm_query
    ...useCanManageAgentRoles_query
  }
`;
