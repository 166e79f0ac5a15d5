import { graphql } from 'react-relay';

/** /workflow-templates/:templateId */
export const WorkflowTemplateDetailPageQuery = graphql`
  query WorkflowTemplateDetailPageQuery($id: ID!) {
    node(id: $id) {
      __typename
      ... on WorkflowTemplate {
        id
        name
      }
      ...WorkflowTemplateDetail_template @alias
    }
    ...useCanManageAgentRoles_query
  }
`;
