import { useState } from 'react';
import { useShowError } from '@/modules/relay/showFailure';
import { BulkEditResult, BulkResultFrame } from './BulkEditResult';
import { useBulkEditChangedSubscription } from './useBulkEditChangedSubscription';
import { useUndoBulkEdit } from './useUndoBulkEdit';
import type { BulkEditResult_bulkEdit$key } from './__generated__/BulkEditResult_bulkEdit.graphql';

/** A batch as a mutation answered it: its id and its result's fragment. */
export type StartedBulkEdit = BulkEditResult_bulkEdit$key & { readonly id: string };

/** One batch, live while shown; its Undo starts the undo's own batch, shown below it with its progress and result. */
function LiveBatch({ bulkEdit, onClose }: { bulkEdit: StartedBulkEdit; onClose?: () => void }) {
  useBulkEditChangedSubscription(bulkEdit.id);
  const [undo, undoing] = useUndoBulkEdit();
  const [undone, setUndone] = useState<StartedBulkEdit | null>(null);
  const showError = useShowError();
  const onUndo = () =>
    undo({
      variables: { input: { id: bulkEdit.id } },
      onCompleted: (response) => setUndone(response.undoBulkEdit.bulkEdit),
      onError: showError,
    });
  return (
    <>
      <BulkEditResult bulkEdit={bulkEdit} onUndo={onUndo} undoing={undoing} onClose={onClose} />
      {undone && <LiveBatch key={undone.id} bulkEdit={undone} />}
    </>
  );
}

/**
 * A started batch over the list (issue 35 §2): its progress bar, then what succeeded and what
 * was refused and why, and one Undo, which itself shows progress and result.
 */
export function BulkEditPanel({ bulkEdit, onClose }: { bulkEdit: StartedBulkEdit; onClose: () => void }) {
  return (
    <BulkResultFrame>
      <LiveBatch bulkEdit={bulkEdit} onClose={onClose} />
    </BulkResultFrame>
  );
}
