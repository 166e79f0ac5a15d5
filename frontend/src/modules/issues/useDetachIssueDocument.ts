import { graphql, useMutation } from 'react-relay';
import type { useDetachIssueDocumentMutation } from './__generated__/useDetachIssueDocumentMutation.graphql';

const mutation = graphql`
  mutation useDetachIssueDocumentMutation($input: DetachIssueDocumentInput!) {
    detachIssueDocument(input: $input) {
      issue {
        id
        updatedAt
        version
        ...IssueSidePanel_issue
      }
    }
  }
`;

/** detachIssueDocument: the document link goes (a restricted one too, by its id). */
export function useDetachIssueDocument() {
  return useMutation<useDetachIssueDocumentMutation>(mutation);
}
