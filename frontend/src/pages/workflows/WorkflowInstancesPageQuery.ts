import { graphql } from 'react-relay';

/** /workflow-instances */
export const WorkflowInstancesPageQuery = graphql`
  query WorkflowInstancesPageQuery($first: Int!, $filter: WorkflowInstanceFilter, $orderBy: WorkflowInstanceOrder) {
    ...WorkflowInstanceList_query @arguments(first: $first, filter: $filter, orderBy: $orderBy)
    ...WorkflowInstanceFilters_query
  }
`;
