import { graphql } from 'react-relay';

/**
 * /email-jobs and /batch-email-jobs (the kind is in the filter): the list, and whether the reader
 * may create a job of the page's kind (only management sends batches; issue 37 §3).
 */
export const EmailJobsPageQuery = graphql`
  query EmailJobsPageQuery($first: Int!, $filter: EmailJobFilter, $orderBy: EmailJobOrder, $kind: EmailJobKind!) {
    viewerCanCreateEmailJob(kind: $kind)
    ...EmailJobList_query @arguments(first: $first, filter: $filter, orderBy: $orderBy)
  }
`;
