import { graphql, useMutation } from 'react-relay';
import type { useAssignDocumentCategoryMutation } from './__generated__/useAssignDocumentCategoryMutation.graphql';

const mutation = graphql`
  mutation useAssignDocumentCategoryMutation($input: AssignDocumentCategoryInput!) {
    assignDocumentCategory(input: $input) {
      document {
        id
        ...DocumentDetail_document
      }
    }
  }
`;

/** assignDocumentCategory (editors): files the document under a category, or none. */
export function useAssignDocumentCategory() {
  return useMutation<useAssignDocumentCategoryMutation>(mutation);
}
