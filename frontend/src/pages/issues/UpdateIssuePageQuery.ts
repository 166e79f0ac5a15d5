import { graphql } from 'react-relay';

export const UpdateIssuePageQuery = graphql`
  query UpdateIssuePageQuery($id: ID!) {
    node(id: $id) {
      __typename
      ... on Issue {
        id
      }
      ...IssueForm_issue @alias
    }
    ...IssueForm_query
  }
`;
