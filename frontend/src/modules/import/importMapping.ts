/**
 * The column mapping of a CSV import (issue 35 §3), as the wizard keeps it: for each column of
 * the file, in order, the field it fills, or null where the column is left out. Pure, so the
 * rules (one column per field, what the Import button waits for) are tested without a browser.
 */

/** The kinds that can be imported, by GraphQL type, with the list each one's import goes back to. */
export const importLists = {
  Organization: '/organizations?view=list',
  Task: '/tasks',
  Issue: '/issues',
  Employee: '/members',
} as const;

export type ImportType = keyof typeof importLists;

/** Whether `type` (a route parameter) names a kind the app can import. */
export function isImportType(type: string | undefined): type is ImportType {
  return type !== undefined && Object.hasOwn(importLists, type);
}

/** A column's field: a field's name, or null (left out). */
export type ImportColumn = string | null;

/**
 * The mapping with column `index` set to `field`. A field fills one column: a column that held
 * it before is left out, so the server never sees a field mapped twice.
 */
export function mapColumn(columns: readonly ImportColumn[], index: number, field: ImportColumn): ImportColumn[] {
  return columns.map((current, at) => {
    if (at === index) return field;
    return field !== null && current === field ? null : current;
  });
}

/** The mapping the server answered with (one entry per header), padded or cut to the headers. */
export function mappingOf(headers: readonly string[], columns: readonly (string | null | undefined)[]): ImportColumn[] {
  return headers.map((_, index) => columns[index] ?? null);
}

/** Whether two mappings are the same (a preview answered for the mapping now shown); a column past the end is left out. */
export function sameMapping(a: readonly (string | null | undefined)[], b: readonly (string | null | undefined)[]): boolean {
  return Array.from({ length: Math.max(a.length, b.length) }, (_, index) => index).every((index) => (a[index] ?? null) === (b[index] ?? null));
}

/** The summary the Import button needs: what the server said is missing, and how many rows it decided. */
export interface ImportReadiness {
  readonly missing: readonly string[];
  readonly total: number;
}

/** Import may start once every required field has a column and the file has rows. */
export function canImport(preview: ImportReadiness | null): boolean {
  return preview !== null && preview.missing.length === 0 && preview.total > 0;
}

/** The index of the column that fills `field` (where a refused row's message is shown), or -1. */
export function columnOf(columns: readonly (string | null | undefined)[], field: string | null | undefined): number {
  if (!field) return -1;
  return columns.findIndex((column) => column === field);
}

/** Rows done as a percentage for the progress bar (100 for an empty import). */
export function percentDone(done: number, total: number): number {
  if (total <= 0) return 100;
  return Math.min(100, Math.round((done / total) * 100));
}

/** The import page of a kind. */
export function importPath(type: string): string {
  return `/import/${encodeURIComponent(type)}`;
}
