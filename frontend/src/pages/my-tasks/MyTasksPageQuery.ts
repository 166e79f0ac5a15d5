import { graphql } from 'react-relay';

export const MyTasksPageQuery = graphql`
  query MyTasksPageQuery($first: Int!, $filter: TaskFilter, $orderBy: TaskOrder) {
    ...MyTaskList_query @arguments(first: $first, filter: $filter, orderBy: $orderBy)
    ...TaskFilters_query
  }
`;
