import { graphql } from 'react-relay';

export const NewIssuePageQuery = graphql`
  query NewIssuePageQuery {
    ...IssueForm_query
  }
`;
