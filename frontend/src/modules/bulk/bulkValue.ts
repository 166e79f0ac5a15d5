import type { BulkField } from '@/modules/areas/types';

/** What the action bar holds while a value is picked. */
export interface BulkDraft {
  /** A §4 table's id, as the Select holds it. */
  readonly choice: string | null;
  /** A single picker's record (none or one). */
  readonly ids: readonly string[];
  /** A many-valued field's records to add and to take off. */
  readonly add: readonly string[];
  readonly remove: readonly string[];
}

export const emptyDraft: BulkDraft = { choice: null, ids: [], add: [], remove: [] };

/**
 * The `value` of `startBulkEdit` for a field (the contract's shapes): a number for a §4 table, a
 * global id or null (where the field may be emptied) for a picked record, `{add, remove}` for a
 * many-valued field, null for archive and delete; `ready` is false while nothing sendable is picked.
 */
export function bulkValue(field: BulkField, draft: BulkDraft): { ready: boolean; value: unknown } {
  switch (field.value) {
    case 'none':
      return { ready: true, value: null };
    case 'choice':
      return draft.choice === null ? { ready: false, value: null } : { ready: true, value: Number(draft.choice) };
    case 'pick':
      if (field.many) {
        return { ready: draft.add.length + draft.remove.length > 0, value: { add: [...draft.add], remove: [...draft.remove] } };
      }
      if (draft.ids.length > 0) return { ready: true, value: draft.ids[0] };
      return { ready: field.none !== undefined, value: null };
  }
}
