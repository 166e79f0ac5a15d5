import { graphql } from 'react-relay';

export const IssueDetailPageQuery = graphql`
  query IssueDetailPageQuery($id: ID!) {
    node(id: $id) {
      __typename
      ... on Issue {
        id
        title
      }
      ...IssueDetail_issue @alias
    }
    ...IssueDetail_query
  }
`;
