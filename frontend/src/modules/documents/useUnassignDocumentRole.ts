import { graphql, useMutation } from 'react-relay';
import type { useUnassignDocumentRoleMutation } from './__generated__/useUnassignDocumentRoleMutation.graphql';

const mutation = graphql`
  mutation useUnassignDocumentRoleMutation($input: UnassignDocumentRoleInput!) {
    unassignDocumentRole(input: $input) {
      document {
        id
        ...DocumentDetail_document
      }
    }
  }
`;

/** unassignDocumentRole (the author or an admin). */
export function useUnassignDocumentRole() {
  return useMutation<useUnassignDocumentRoleMutation>(mutation);
}
