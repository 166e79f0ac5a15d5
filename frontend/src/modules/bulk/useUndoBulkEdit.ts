import { graphql, useMutation } from 'react-relay';
import type { useUndoBulkEditMutation } from './__generated__/useUndoBulkEditMutation.graphql';

const mutation = graphql`
  mutation useUndoBulkEditMutation($input: UndoBulkEditInput!) {
    undoBulkEdit(input: $input) {
      bulkEdit {
        id
        undoOf {
          id
          canUndo
          undoneBy {
            id
          }
        }
        ...BulkEditResult_bulkEdit
      }
    }
  }
`;

/** undoBulkEdit (issue 35 §2): one Undo for the batch, itself a batch with its progress and result. */
export function useUndoBulkEdit() {
  return useMutation<useUndoBulkEditMutation>(mutation);
}
