import { graphql } from 'react-relay';

/** /email-jobs/new: the active templates and tag names. */
export const NewEmailJobPageQuery = graphql`
  query NewEmailJobPageQuery {
    viewerCanCreateEmailJob(kind: SINGLE)
    ...EmailJobForm_query
  }
`;

/** /batch-email-jobs/new: the same, and the deal stages and organization tags for the audience. */
export const NewBatchEmailJobPageQuery = graphql`
  query NewBatchEmailJobPageQuery {
    viewerCanCreateEmailJob(kind: BATCH)
    ...EmailJobForm_query
    ...BatchConditionsFields_query
  }
`;
