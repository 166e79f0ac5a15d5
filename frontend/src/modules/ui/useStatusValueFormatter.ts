import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { TonedStatus } from './statusTable';

/** A status table and the record fields that hold its values (the id field and the enum the history spells). */
export interface StatusField {
  readonly fields: readonly string[];
  readonly table: readonly TonedStatus[];
  /** The table's lookup by id (`statusFinder`). */
  readonly find: (id: number) => TonedStatus;
}

/**
 * The status a history or conflict value names: an id, or the enum name the server's history
 * spells (`PLANNING`, `open`), which is the last part of the entry's message id
 * (`project.status.planning`).
 */
function statusOfValue({ table, find }: StatusField, value: unknown): TonedStatus | undefined {
  if (typeof value === 'number') return find(value);
  const name = `.${String(value).toLowerCase()}`;
  return table.find((status) => status.label.id?.endsWith(name));
}

/**
 * Names an area's status (and priority) values, ids or enum names, in history and conflicts
 * (issue 32: one copy for every status table): a value of a field a table is named for reads as
 * that status's words; other fields are left to the history's own formatting. `statusFields` is
 * the area's constant.
 */
export function useStatusValueFormatter(statusFields: readonly StatusField[]): (field: string, value: unknown) => string | undefined {
  const intl = useIntl();
  return useCallback(
    (field: string, value: unknown) => {
      const named = statusFields.find((entry) => entry.fields.includes(field));
      const status = named && statusOfValue(named, value);
      return status ? intl.formatMessage(status.label) : undefined;
    },
    [intl, statusFields],
  );
}
