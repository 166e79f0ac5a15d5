import { graphql } from 'react-relay';

export const TagsPageQuery = graphql`
  query TagsPageQuery($first: Int!, $filter: TagFilter, $orderBy: TagOrder) {
    ...TagList_query @arguments(first: $first, filter: $filter, orderBy: $orderBy)
  }
`;
