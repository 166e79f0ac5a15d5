import type { MessageDescriptor } from 'react-intl';
import { listUrlKeys } from './listParams';

/** One column of a list's table, as the column chooser offers it (issue 35 §5: a view's column set). */
export interface ListColumnChoice<K extends string = string> {
  key: K;
  /** Its header, the chooser's label and the export's header. */
  label: MessageDescriptor;
  /** Always shown (the row's title, its actions): the chooser does not offer it. */
  fixed?: boolean;
}

/** A list's columns in their order, declared once beside its table. */
export type ListColumnSet<K extends string = string> = readonly ListColumnChoice<K>[];

/**
 * A list's columns from its table's messages: each key headed by the message of that name.
 * The first column (the row's title, which links to it) is always shown, and so are `fixed` ones.
 */
export function listColumns<K extends string>(messages: Readonly<Record<K, MessageDescriptor>>, keys: readonly K[], fixed: readonly K[] = []): ListColumnSet<K> {
  return keys.map((key, index) => ({ key, label: messages[key], ...(index === 0 || fixed.includes(key) ? { fixed: true } : {}) }));
}

/**
 * The columns the URL hides (`?hide=priority,dueDate`): only the set's own columns that may be
 * hidden, in the set's order, so an old or hand-written address never hides a title or breaks.
 */
export function readHiddenColumns(search: URLSearchParams, columns: ListColumnSet): string[] {
  const words = new Set((search.get(listUrlKeys.hidden) ?? '').split(',').map((word) => word.trim()));
  return columns.filter((column) => !column.fixed && words.has(column.key)).map((column) => column.key);
}

/** The address with these columns hidden (none: no `hide` at all); everything else in it is kept. */
export function writeHiddenColumns(search: URLSearchParams, hidden: readonly string[]): URLSearchParams {
  const next = new URLSearchParams(search);
  if (hidden.length > 0) next.set(listUrlKeys.hidden, hidden.join(','));
  else next.delete(listUrlKeys.hidden);
  return next;
}

/** The same columns shown in `to` as in `from`: a list's filter or sort changes its address but not its columns. */
export function keepHiddenColumns(from: URLSearchParams, to: URLSearchParams): URLSearchParams {
  const hidden = from.get(listUrlKeys.hidden);
  if (hidden) to.set(listUrlKeys.hidden, hidden);
  return to;
}
