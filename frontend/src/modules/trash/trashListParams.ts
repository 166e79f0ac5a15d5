import { listUrlKeys, readKeyword, readLoadedCount } from '@/modules/ui/list/listParams';
import type { ListParamsCodec } from '@/modules/ui/list/useListParams';

export const trashPageSize = 20;

/** The kinds' names in the URL (`?type=Project,Task`). */
const typeKey = 'type';

/**
 * /trash (issue 35): the kinds shown (`type`, an area's own trash being `?type=Project`), the
 * keyword (`q`) and the rows loaded (`n`); always newest first. The server's live notices are
 * given both, so a deletion of another kind, or of a title without the keyword, never joins the
 * list.
 */
export interface TrashListParams {
  keyword: string;
  /** GraphQL type names, sorted; none for every kind the reader may restore. */
  types: string[];
  /** Rows to load (kept in the URL by "Load more"). */
  count: number;
}

/** The trash's filter as the query and the subscription are given it: only what is set. */
export interface TrashFilter {
  types?: string[];
  keyword?: string;
}

/**
 * The kinds named in the URL (comma-separated, or `type` given again), deduplicated and sorted, so
 * one set of kinds is one URL and one list. They are not checked against the area registry here:
 * the loader is in the entry chunk, which the registry is not (the bundle's budget); the server
 * lists nothing of a kind it does not know, and the kind filter offers only the registry's.
 */
function readTypes(search: URLSearchParams): string[] {
  const words = search
    .getAll(typeKey)
    .flatMap((value) => value.split(','))
    .map((word) => word.trim())
    .filter(Boolean);
  return [...new Set(words)].sort();
}

export function parseTrashListParams(search: URLSearchParams): TrashListParams {
  return { keyword: readKeyword(search), types: readTypes(search), count: readLoadedCount(search, trashPageSize) };
}

/** The URL of that state (the loaded count left out). */
export function toTrashSearchParams(params: Pick<TrashListParams, 'keyword' | 'types'>): URLSearchParams {
  const search = new URLSearchParams();
  if (params.keyword) search.set(listUrlKeys.keyword, params.keyword);
  if (params.types.length) search.set(typeKey, [...new Set(params.types)].sort().join(','));
  return search;
}

export const trashListCodec: ListParamsCodec<TrashListParams> = {
  parse: parseTrashListParams,
  write: toTrashSearchParams,
  cleared: (params) => ({ ...params, keyword: '', types: [] }),
};

/** How many filters (keyword aside) are set: the filter button's badge. */
export function activeTrashFilters(params: TrashListParams): number {
  return params.types.length ? 1 : 0;
}

/** The trash query's variables and the filter the list subscribes with. */
export function toTrashVariables(params: TrashListParams): { first: number; types: string[] | null; keyword: string | null; filter: TrashFilter } {
  const filter: TrashFilter = {};
  if (params.types.length) filter.types = params.types;
  if (params.keyword) filter.keyword = params.keyword;
  return { first: params.count, types: filter.types ?? null, keyword: filter.keyword ?? null, filter };
}

/** The path of one kind's trash (locale-less): where an area's list links to. */
export function trashPath(typename: string): string {
  return `/trash?${toTrashSearchParams({ keyword: '', types: [typename] }).toString()}`;
}

