import { graphql } from 'react-relay';

export const ProjectsPageQuery = graphql`
  query ProjectsPageQuery($first: Int!, $filter: ProjectFilter, $orderBy: ProjectOrder) {
    ...ProjectList_query @arguments(first: $first, filter: $filter, orderBy: $orderBy)
  }
`;
