import { graphql } from 'react-relay';

export const AddMemberPageQuery = graphql`
  query AddMemberPageQuery($id: ID!) {
    node(id: $id) {
      __typename
      ... on Organization {
        id
        name
      }
    }
  }
`;
