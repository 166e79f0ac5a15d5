/** Sort direction, as the GraphQL `OrderDirection` enum spells it. */
export type OrderDirection = 'ASC' | 'DESC';

export interface ListSort<F extends string> {
  field: F;
  direction: OrderDirection;
}

/**
 * A list's sort fields and each field's natural direction (priority High first, names A→Z,
 * dates newest first, due dates soonest first…). Choosing a field picks its natural direction;
 * the URL stores `dir` only when the user flipped it.
 */
export interface SortSpec<F extends string> {
  fields: readonly F[];
  defaultField: F;
  natural: Readonly<Record<F, OrderDirection>>;
}

/** URL names shared by every list: keyword, sort field, direction, rows loaded so far and the columns hidden (`listColumns`). */
export const listUrlKeys = { keyword: 'q', sort: 'sort', direction: 'dir', loaded: 'n', hidden: 'hide' } as const;

/** The largest page the server returns (`first` is 1..=100). */
export const maxPageSize = 100;

export function naturalSort<F extends string>(spec: SortSpec<F>, field: F = spec.defaultField): ListSort<F> {
  return { field, direction: spec.natural[field] };
}

export function flipDirection(direction: OrderDirection): OrderDirection {
  return direction === 'ASC' ? 'DESC' : 'ASC';
}

/** Reads `sort` and `dir`; an unknown field falls back to the default, a missing `dir` to the natural one. */
export function readSort<F extends string>(search: URLSearchParams, spec: SortSpec<F>): ListSort<F> {
  const wanted = search.get(listUrlKeys.sort);
  const field = spec.fields.find((candidate) => candidate === wanted) ?? spec.defaultField;
  const dir = search.get(listUrlKeys.direction);
  const direction: OrderDirection = dir === 'ASC' || dir === 'DESC' ? dir : spec.natural[field];
  return { field, direction };
}

/** Writes `sort`/`dir`, leaving out what the defaults imply. */
export function writeSort<F extends string>(search: URLSearchParams, spec: SortSpec<F>, sort: ListSort<F>): void {
  if (sort.field !== spec.defaultField) search.set(listUrlKeys.sort, sort.field);
  if (sort.direction !== spec.natural[sort.field]) search.set(listUrlKeys.direction, sort.direction);
}

/** The trimmed keyword (`q`). */
export function readKeyword(search: URLSearchParams): string {
  return (search.get(listUrlKeys.keyword) ?? '').trim();
}

/** A comma-separated list of positive integers, deduplicated and sorted; `allowed` filters unknown ids. */
export function readIntList(search: URLSearchParams, name: string, allowed?: readonly number[]): number[] {
  const values = (search.get(name) ?? '')
    .split(',')
    .filter((value) => value !== '')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0 && (!allowed || allowed.includes(id)));
  return [...new Set(values)].sort((a, b) => a - b);
}

/**
 * How many rows to load: the `n` a "Load more" left in the URL (so Back and reload keep the
 * rows), at least one page and at most what the server gives in one request.
 */
export function readLoadedCount(search: URLSearchParams, pageSize: number): number {
  const n = Number(search.get(listUrlKeys.loaded));
  if (!Number.isInteger(n) || n <= pageSize) return pageSize;
  return Math.min(n, maxPageSize);
}
