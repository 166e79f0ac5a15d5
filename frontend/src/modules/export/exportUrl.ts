import type { IntlShape, MessageDescriptor } from 'react-intl';
import type { ExportFormat, ExportSpec } from './exportTypes';

/**
 * The spec without the columns the reader hid on the screen (issue 35 §5: "with the columns
 * shown"): an export column headed by a hidden column's header (the table's own message, as every
 * spec's are) is left out; what the table does not show (a sender's address) stays.
 */
export function withoutHiddenColumns(spec: ExportSpec, hidden: readonly MessageDescriptor[]): ExportSpec {
  if (hidden.length === 0) return spec;
  const ids = new Set(hidden.map((header) => header.id));
  return { ...spec, columns: spec.columns.filter((column) => !ids.has(column.header.id)) };
}

/**
 * The address of a list's export (issue 35 §4): `/export/<list>.<format>` with the list's
 * arguments as JSON (the variables the list was loaded with), its columns with headers and
 * value names in the reader's language, the language and the reader's time zone (dates read as
 * on the screen), and the file's name (the list's title).
 */
export function exportUrl(
  spec: ExportSpec,
  format: ExportFormat,
  variables: Readonly<Record<string, unknown>>,
  intl: IntlShape,
  name: string,
  offsetMinutes: number = -new Date().getTimezoneOffset(),
): string {
  const params = new URLSearchParams();
  for (const arg of spec.args ?? ['filter', 'orderBy']) {
    const value = variables[arg];
    if (value !== undefined && value !== null) params.set(arg, JSON.stringify(value));
  }
  const columns = spec.columns.map((column) => ({
    path: column.path,
    header: intl.formatMessage(column.header),
    ...(column.kind ? { kind: column.kind } : {}),
    ...(column.values ? { labels: Object.fromEntries(column.values.map((v) => [String(v.id), intl.formatMessage(v.label)])) } : {}),
  }));
  params.set('columns', JSON.stringify(columns));
  params.set('locale', intl.locale.startsWith('ja') ? 'ja' : 'en');
  params.set('offset', String(offsetMinutes));
  params.set('name', name);
  return `/export/${encodeURIComponent(spec.list)}.${format}?${params.toString()}`;
}

/** The address of an entity's history as JSON Lines (issue 35 §4: "for auditors"), labelled in the reader's language. */
export function historyExportUrl(nodeId: string, intl: IntlShape): string {
  const locale = intl.locale.startsWith('ja') ? 'ja' : 'en';
  return `/export/history/${encodeURIComponent(nodeId)}.jsonl?locale=${locale}`;
}

/**
 * When the reader's local day `YYYY-MM-DD` (a date picker's value) starts, `days` later, as the
 * instant the server parses (RFC 3339, in UTC): the picker's days are the reader's own, so a
 * Tokyo reader's 1 November starts at 15:00 UTC on 31 October.
 */
export function localDayStart(day: string, days = 0): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year!, month! - 1, date! + days).toISOString();
}

/**
 * The address of every event recorded from the reader's local day `from` through `to`, both
 * whole, as JSON Lines (issue 35 §4: "the history … of a period", admins): the server reads
 * `[from, to)`, so `to` is the start of the day after the last one; labelled in the reader's
 * language.
 */
export function periodHistoryExportUrl(from: string, to: string, intl: IntlShape): string {
  const params = new URLSearchParams({
    from: localDayStart(from),
    to: localDayStart(to, 1),
    locale: intl.locale.startsWith('ja') ? 'ja' : 'en',
  });
  return `/export/history.jsonl?${params.toString()}`;
}
