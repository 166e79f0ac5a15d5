import { graphql } from 'react-relay';

/** /email-jobs/:id/edit and /batch-email-jobs/:id/edit: the draft as the form edits it, the active templates, tag names and (batch) the audience's options. */
export const EditEmailJobPageQuery = graphql`
  query EditEmailJobPageQuery($id: ID!) {
    node(id: $id) {
      __typename
      ... on EmailJob {
        id
        kind
        status
        version
        viewerCanChange
        ...useEmailJobDraft_job @alias
      }
    }
    ...EmailJobForm_query
    ...BatchConditionsFields_query
  }
`;
