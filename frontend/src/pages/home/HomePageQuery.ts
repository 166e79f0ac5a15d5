import { graphql } from 'react-relay';

export const HomePageQuery = graphql`
  query HomePageQuery($first: Int!, $filter: TaskFilter, $orderBy: TaskOrder) {
    profile {
      name
    }
    ...MyTaskList_query @arguments(first: $first, filter: $filter, orderBy: $orderBy)
  }
`;
