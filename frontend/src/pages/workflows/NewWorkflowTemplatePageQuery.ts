import { graphql } from 'react-relay';

/** /workflow-templates/new */
export const NewWorkflowTemplatePageQuery = graphql`
  query NewWorkflowTemplatePageQuery {
    ...WorkflowTemplateForm_query
    ...useCanManageAgentRoles_query
  }
`;
