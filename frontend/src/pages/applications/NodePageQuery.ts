import { graphql } from 'react-relay';

export const NodePageQuery = graphql`
  query NodePageQuery($id: ID!) {
    node(id: $id) {
      __typename
      ... on ApplicationNode {
        id
        name
        tree
        application {
          id
          applicationName
        }
        path {
          id
          name
        }
      }
      ...NodeDetail_node @alias
    }
  }
`;
