import { graphql } from 'react-relay';

/** /workflow-templates/:templateId/edit */
export const EditWorkflowTemplatePageQuery = graphql`
  query EditWorkflowTemplatePageQuery($id: ID!) {
    node(id: $id) {
      __typename
      ... on WorkflowTemplate {
        id
        name
        archived
      }
      ...WorkflowTemplateForm_template @alias
    }
    ...WorkflowTemplateForm_query
    ...useCanManageAgentRoles_query
  }
`;
