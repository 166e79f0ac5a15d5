import { graphql } from 'react-relay';

export const SavedViewPageQuery = graphql`
  query SavedViewPageQuery($id: ID!) {
    node(id: $id) {
      ... on SavedView {
        id
        list
        query
      }
    }
  }
`;
