import { graphql, useMutation } from 'react-relay';
import type { useStartBulkEditMutation } from './__generated__/useStartBulkEditMutation.graphql';

const mutation = graphql`
  mutation useStartBulkEditMutation($input: StartBulkEditInput!) {
    startBulkEdit(input: $input) {
      bulkEdit {
        id
        ...BulkEditResult_bulkEdit
      }
    }
  }
`;

/**
 * startBulkEdit (issue 35 §2): the server answers at once with the batch running; its progress
 * and result come by `bulkEditChanged`. No store work: lists follow each item's own notice.
 */
export function useStartBulkEdit() {
  return useMutation<useStartBulkEditMutation>(mutation);
}
