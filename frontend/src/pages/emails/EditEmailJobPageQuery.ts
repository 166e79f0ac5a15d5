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
        senderEmail
        senderName
        subject
        html
        template {
          id
        }
        attachments {
          id
          name
          contentType
          size
        }
        tagNames
        targetEmails
        ccEmails
        bccEmails
        conditions {
          dealStatusIds
          tagIds
        }
        scheduledSendTime
      }
    }
    ...EmailJobForm_query
    ...BatchConditionsFields_query
  }
`;
