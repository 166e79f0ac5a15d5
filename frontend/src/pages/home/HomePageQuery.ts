import { graphql } from 'react-relay';

export const HomePageQuery = graphql`
  query HomePageQuery($first: Int!, $filter: TaskFilter, $orderBy: TaskOrder, $staff: Boolean!) {
    profile {
      name
    }
    ...MyTaskList_query @include(if: $staff) @alias @arguments(first: $first, filter: $filter, orderBy: $orderBy)
  }
`;
