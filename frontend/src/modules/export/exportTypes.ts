import type { MessageDescriptor } from 'react-intl';

/**
 * One column a list shows, as its export writes it (issue 35 §4: "with the columns shown and in
 * the user's language"): where the value is in the list's node (`assignee.name`; a list on the
 * way is read item by item, `tags.name`), the header the list shows, how the value reads, and,
 * for a status or another value shown by its name, the names by value.
 */
export interface ExportColumn {
  path: string;
  header: MessageDescriptor;
  kind?: 'text' | 'date' | 'datetime' | 'number' | 'money';
  values?: readonly { readonly id: number | string; readonly label: MessageDescriptor }[];
}

/**
 * What a list page declares to be exported: the root field of its connection (`tasks`) and
 * its columns in the list's order. The server runs that connection as the reader, with the
 * list's own filter and order, page by page, so what is exported is exactly what the list
 * shows, all pages (`services/api/src/export`).
 */
export interface ExportSpec {
  list: string;
  columns: readonly ExportColumn[];
  /** The page's query variables that are the list field's arguments; `filter` and `orderBy` unless said. */
  args?: readonly string[];
}

export type ExportFormat = 'csv' | 'xlsx';
