import { graphql, useMutation } from 'react-relay';
import type { useRestoreDocumentRevisionMutation } from './__generated__/useRestoreDocumentRevisionMutation.graphql';

const mutation = graphql`
  mutation useRestoreDocumentRevisionMutation($input: RestoreDocumentRevisionInput!) {
    restoreDocumentRevision(input: $input) {
      document {
        id
        ...DocumentDetail_document
      }
    }
  }
`;

/** restoreDocumentRevision (editors): an older revision's title and body become a new revision; sends `expectedVersion` (204.X000.004 when someone saved since). */
export function useRestoreDocumentRevision() {
  return useMutation<useRestoreDocumentRevisionMutation>(mutation);
}
