import { graphql } from 'react-relay';

export const TasksPageQuery = graphql`
  query TasksPageQuery($first: Int!, $filter: TaskFilter, $orderBy: TaskOrder) {
    ...TaskList_query @arguments(first: $first, filter: $filter, orderBy: $orderBy)
    ...TaskFilters_query
  }
`;
