import { graphql } from 'react-relay';

export const ApplicationsPageQuery = graphql`
  query ApplicationsPageQuery($first: Int!, $filter: ApplicationFilter, $orderBy: ApplicationOrder) {
    ...ApplicationList_query @arguments(first: $first, filter: $filter, orderBy: $orderBy)
    ...ApplicationFilters_query
  }
`;
