import { graphql } from 'react-relay';

/** /email-jobs and /batch-email-jobs (the kind is in the filter). */
export const EmailJobsPageQuery = graphql`
  query EmailJobsPageQuery($first: Int!, $filter: EmailJobFilter, $orderBy: EmailJobOrder) {
    ...EmailJobList_query @arguments(first: $first, filter: $filter, orderBy: $orderBy)
  }
`;
