import { graphql } from 'react-relay';

export const UpdateProjectPageQuery = graphql`
  query UpdateProjectPageQuery($id: ID!) {
    node(id: $id) {
      __typename
      ... on Project {
        id
        name
      }
      ...ProjectForm_project @alias
    }
    ...ProjectForm_query
  }
`;
