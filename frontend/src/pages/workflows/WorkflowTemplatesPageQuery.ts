import { graphql } from 'react-relay';

/** /workflow-templates */
export const WorkflowTemplatesPageQuery = graphql`
  query WorkflowTemplatesPageQuery($first: Int!, $filter: WorkflowTemplateFilter, $orderBy: WorkflowTemplateOrder) {
    ...WorkflowTemplateList_query @arguments(first: $first, filter: $filter, orderBy: $orderBy)
    ...useCanManageAgentRoles_query
  }
`;
