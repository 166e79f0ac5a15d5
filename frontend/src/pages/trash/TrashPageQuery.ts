import { graphql } from 'react-relay';

export const TrashPageQuery = graphql`
  query TrashPageQuery($first: Int!) {
    ...TrashList_query @arguments(first: $first)
  }
`;
