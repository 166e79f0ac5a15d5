import { graphql } from 'react-relay';

export const NewNodePageQuery = graphql`
  query NewNodePageQuery($applicationId: ID!, $parentId: ID!, $hasParent: Boolean!) {
    application: node(id: $applicationId) {
      __typename
      ... on Application {
        id
        applicationName
      }
    }
    parent: node(id: $parentId) @include(if: $hasParent) {
      __typename
      ... on ApplicationNode {
        id
        name
        tree
        path {
          id
          name
        }
      }
    }
  }
`;
