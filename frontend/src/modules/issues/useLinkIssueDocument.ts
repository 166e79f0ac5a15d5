import { graphql, useMutation } from 'react-relay';
import type { useLinkIssueDocumentMutation } from './__generated__/useLinkIssueDocumentMutation.graphql';

const mutation = graphql`
  mutation useLinkIssueDocumentMutation($input: LinkIssueDocumentInput!) {
    linkIssueDocument(input: $input) {
      issue {
        id
        updatedAt
        version
        ...IssueSidePanel_issue
      }
    }
  }
`;

/** linkIssueDocument: links a document the caller may read ('Document Not Accessible' otherwise); a linked one gets 'Assignment already exists'. */
export function useLinkIssueDocument() {
  return useMutation<useLinkIssueDocumentMutation>(mutation);
}
