import { graphql } from 'react-relay';

/** /agents/new */
export const NewAgentPageQuery = graphql`
  query NewAgentPageQuery {
    ...AgentForm_query
    ...useCanManageAgentRoles_query
  }
`;
