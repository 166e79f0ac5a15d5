import { graphql } from 'react-relay';

export const NewProjectQuestionPageQuery = graphql`
  query NewProjectQuestionPageQuery($id: ID!) {
    node(id: $id) {
      __typename
      ... on Project {
        id
        name
        organizations {
          id
          name
        }
      }
    }
  }
`;
