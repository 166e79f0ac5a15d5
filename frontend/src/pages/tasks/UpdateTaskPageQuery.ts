import { graphql } from 'react-relay';

export const UpdateTaskPageQuery = graphql`
  query UpdateTaskPageQuery($id: ID!) {
    node(id: $id) {
      __typename
      ... on Task {
        id
        title
      }
      ...TaskForm_task @alias
    }
    ...TaskForm_query
  }
`;
