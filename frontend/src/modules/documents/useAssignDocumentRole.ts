import { graphql, useMutation } from 'react-relay';
import type { useAssignDocumentRoleMutation } from './__generated__/useAssignDocumentRoleMutation.graphql';

const mutation = graphql`
  mutation useAssignDocumentRoleMutation($input: AssignDocumentRoleInput!) {
    assignDocumentRole(input: $input) {
      document {
        id
        ...DocumentDetail_document
      }
    }
  }
`;

/** assignDocumentRole (the author or an admin): a role reads or edits this document. */
export function useAssignDocumentRole() {
  return useMutation<useAssignDocumentRoleMutation>(mutation);
}
