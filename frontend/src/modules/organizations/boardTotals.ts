import type { RecordSourceProxy } from 'relay-runtime';
import type { BoardColumnRef } from '@/modules/ui/board/boardStore';

/**
 * The deal board's counts and totals (issue 13) are the server's: every `organizationsChanged`
 * notice carries `boardTotals` under the board's filter, and they are written over what the
 * shared board store counted (see `@/modules/ui/board/boardStore`), never summed from the cards
 * loaded.
 */
export interface ColumnTotals {
  statusId: number;
  count: number;
  totals: readonly { amount: number; currency: string; minorUnits: number }[];
}

/** Replaces every column's count and totals with the server's (`boardTotals` of a live change). */
export function setColumnTotals(store: RecordSourceProxy, columns: readonly BoardColumnRef<number>[], totals: readonly ColumnTotals[]): void {
  for (const column of columns) {
    const record = store.get(column.columnId);
    const fresh = totals.find((entry) => entry.statusId === column.key);
    if (!record || !fresh) continue;
    record.setValue(fresh.count, 'count');
    const money = fresh.totals.map((value, index) => {
      const id = `${column.columnId}:liveTotals:${index}`;
      const entry = store.get(id) ?? store.create(id, 'Money');
      entry.setValue(value.amount, 'amount');
      entry.setValue(value.currency, 'currency');
      entry.setValue(value.minorUnits, 'minorUnits');
      return entry;
    });
    record.setLinkedRecords(money, 'totals');
  }
}
