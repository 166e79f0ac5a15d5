import { graphql } from 'react-relay';

export const EmailJobReportPageQuery = graphql`
  query EmailJobReportPageQuery($id: ID!, $first: Int!, $eventFilter: EmailEventFilter) {
    node(id: $id) {
      __typename
      ... on EmailJob {
        id
        kind
        subject
        status
      }
      ...EmailReport_job @alias
      ...EmailEvents_job @alias @arguments(first: $first, filter: $eventFilter)
    }
  }
`;
