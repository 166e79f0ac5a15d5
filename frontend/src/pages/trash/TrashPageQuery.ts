import { graphql } from 'react-relay';

export const TrashPageQuery = graphql`
  query TrashPageQuery($first: Int!, $types: [String!], $keyword: String) {
    ...TrashList_query @arguments(first: $first, types: $types, keyword: $keyword)
    profile {
      roles {
        roleId
      }
    }
  }
`;
