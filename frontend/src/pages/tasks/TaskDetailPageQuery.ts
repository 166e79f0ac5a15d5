import { graphql } from 'react-relay';

export const TaskDetailPageQuery = graphql`
  query TaskDetailPageQuery($id: ID!) {
    node(id: $id) {
      __typename
      ... on Task {
        id
        title
      }
      ...TaskDetail_task @alias
    }
    ...TaskAssigneeSelect_query
  }
`;
