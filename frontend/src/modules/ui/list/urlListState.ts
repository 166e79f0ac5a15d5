import { listUrlKeys, readIntList, readKeyword, readLoadedCount, readSort, writeSort, type ListSort, type OrderDirection, type SortSpec } from './listParams';
import type { ListParamsCodec } from './useListParams';

/**
 * One filter a list keeps in its URL: how it reads and writes its text, its cleared value, and
 * what the server's filter is given while it is set (set = it writes some text).
 */
export interface UrlFilter<V, S = V> {
  /** Its name in the URL (`?role=…`). */
  key: string;
  read: (search: URLSearchParams, key: string) => V;
  /** Its URL text; '' when unset (then it is left out of the URL and of the server's filter). */
  write: (value: V) => string;
  /** Its value once cleared ("Clear filters"). */
  empty: V;
  /** What the server's filter is given while it is set. */
  send: (value: V) => S;
}

// The filters of one list have different value types; `any` lets a record of them be inferred.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyFilter = UrlFilter<any, any>;
type ValueOf<U> = U extends UrlFilter<infer V, unknown> ? V : never;
type SentOf<U> = U extends UrlFilter<never, infer S> ? S : never;

/** A list's URL state: keyword, each filter's value, sort and the rows loaded ("Load more"). */
export type UrlListParams<O extends string, F extends Record<string, AnyFilter>> = { keyword: string } & { -readonly [K in keyof F]: ValueOf<F[K]> } & {
  field: O;
  direction: OrderDirection;
  /** Rows to load (kept in the URL by "Load more"). */
  count: number;
};

/** The server's filter as sent: only what is set. */
export type UrlListFilter<F extends Record<string, AnyFilter>> = { keyword?: string } & { -readonly [K in keyof F]?: SentOf<F[K]> };

export interface UrlListVariables<O extends string, F extends Record<string, AnyFilter>> {
  first: number;
  filter: UrlListFilter<F>;
  orderBy: ListSort<O>;
}

export interface UrlListState<O extends string, F extends Record<string, AnyFilter>> {
  codec: ListParamsCodec<UrlListParams<O, F>>;
  /** The codec's `parse` and `write`, for the route's loader and the filter bar. */
  parse: (search: URLSearchParams) => UrlListParams<O, F>;
  write: (params: UrlListParams<O, F>) => URLSearchParams;
  /** How many filters (the keyword aside) are set: the filter button's badge. */
  activeFilters: (params: UrlListParams<O, F>) => number;
  /** The list query's variables (`first`, `filter`, `orderBy`). */
  variables: (params: UrlListParams<O, F>) => UrlListVariables<O, F>;
}

/**
 * The URL state of a list of the common shape (issue 32): keyword (`q`), the area's filters in
 * the order given, sort (`sort`, `dir`, left out when natural) and rows loaded (`n`). An area
 * declares its sort, page size and filters; parsing, writing, clearing, counting the filters set
 * and the query's variables are this one code.
 */
export function urlListState<O extends string, F extends Record<string, AnyFilter>>(config: { sort: SortSpec<O>; pageSize: number; filters: F }): UrlListState<O, F> {
  const { sort: spec, pageSize, filters } = config;
  const entries = Object.entries(filters);
  type Params = UrlListParams<O, F>;
  const values = (params: Params) => params as unknown as Record<string, unknown>;
  const parse = (search: URLSearchParams): Params => {
    const sort = readSort(search, spec);
    const read = Object.fromEntries(entries.map(([name, filter]) => [name, filter.read(search, filter.key)]));
    return { keyword: readKeyword(search), ...read, field: sort.field, direction: sort.direction, count: readLoadedCount(search, pageSize) } as Params;
  };
  const write = (params: Params): URLSearchParams => {
    const search = new URLSearchParams();
    if (params.keyword) search.set(listUrlKeys.keyword, params.keyword);
    for (const [name, filter] of entries) {
      const text = filter.write(values(params)[name]);
      if (text) search.set(filter.key, text);
    }
    writeSort(search, spec, { field: params.field, direction: params.direction });
    return search;
  };
  const cleared = (params: Params): Params => ({ ...params, keyword: '', ...Object.fromEntries(entries.map(([name, filter]) => [name, filter.empty])) });
  const setFilters = (params: Params) => entries.filter(([name, filter]) => filter.write(values(params)[name]) !== '');
  return {
    codec: { parse, write, cleared },
    parse,
    write,
    activeFilters: (params) => setFilters(params).length,
    variables: (params) => {
      const filter: Record<string, unknown> = {};
      if (params.keyword) filter.keyword = params.keyword;
      for (const [name, set] of setFilters(params)) filter[name] = set.send(values(params)[name]);
      return { first: params.count, filter: filter as UrlListFilter<F>, orderBy: { field: params.field, direction: params.direction } };
    },
  };
}

/** `?archived=1`: on or off; sent as `true` only when on (the server's default being off). */
export function flagFilter(key: string): UrlFilter<boolean, true> {
  return { key, read: (search) => search.get(key) === '1', write: (on) => (on ? '1' : ''), empty: false, send: () => true };
}

/** `?status=1,3`: positive integers, deduplicated and sorted; `allowed` drops unknown ones. */
export function intListFilter(key: string, allowed?: readonly number[]): UrlFilter<number[]> {
  return { key, read: (search) => readIntList(search, key, allowed), write: (ids) => ids.join(','), empty: [], send: (ids) => ids };
}

/** `?project=P1,P2`: global ids (they hold no comma), deduplicated; `sorted` orders them, else URL order. */
export function idListFilter(key: string, { sorted = false }: { sorted?: boolean } = {}): UrlFilter<string[]> {
  const order = (ids: string[]) => (sorted ? [...ids].sort() : ids);
  return {
    key,
    read: (search) =>
      order([
        ...new Set(
          (search.get(key) ?? '')
            .split(',')
            .map((id) => id.trim())
            .filter(Boolean),
        ),
      ]),
    write: (ids) => order(ids).join(','),
    empty: [],
    send: (ids) => ids,
  };
}

/** `?role=R1`: one global id, or null for any. */
export function idFilter(key: string): UrlFilter<string | null, string> {
  return { key, read: (search) => (search.get(key) ?? '').trim() || null, write: (id) => id ?? '', empty: null, send: (id) => id ?? '' };
}

/** `?tag=newsletter`: one trimmed text, '' for any. */
export function textFilter(key: string): UrlFilter<string> {
  return { key, read: (search) => (search.get(key) ?? '').trim(), write: (text) => text, empty: '', send: (text) => text };
}

/** `?category=2`: one of a few numbers, or null for any. */
export function choiceFilter(key: string, choices: readonly number[]): UrlFilter<number | null, number> {
  return {
    key,
    read: (search) => choices.find((choice) => choice === Number(search.get(key))) ?? null,
    write: (choice) => (choice ? String(choice) : ''),
    empty: null,
    send: (choice) => choice ?? 0,
  };
}

/** `?visibility=PUBLIC,TEAM`: values of an enum, in the enum's own order; unknown words dropped. */
export function enumListFilter<E extends string>(key: string, order: readonly E[]): UrlFilter<E[]> {
  return {
    key,
    read: (search) => {
      const words = (search.get(key) ?? '').split(',').map((word) => word.trim().toUpperCase());
      return order.filter((value) => words.includes(value));
    },
    write: (values) => order.filter((value) => values.includes(value)).join(','),
    empty: [],
    send: (values) => values,
  };
}
