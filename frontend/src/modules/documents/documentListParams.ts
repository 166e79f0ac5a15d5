import { listUrlKeys, readIntList, readKeyword, readLoadedCount, writeSort, type ListSort, type OrderDirection, type SortSpec } from '@/modules/ui/list/listParams';
import type { ListParamsCodec } from '@/modules/ui/list/useListParams';

export type DocumentOrderField = 'RELEVANCE' | 'TITLE' | 'CREATED_AT' | 'UPDATED_AT';

export interface DocumentListParams {
  keyword: string;
  categoryIds: string[];
  permissionCategoryIds: string[];
  tagIds: string[];
  statusIds: number[];
  authorIds: string[];
  favouritesOnly: boolean;
  /** The sort chosen in the URL, or null for the default (relevance with a keyword, else updated). */
  field: DocumentOrderField | null;
  /** The direction when flipped in the URL, or null for the field's natural one. */
  direction: OrderDirection | null;
  /** Rows to load (kept in the URL by "Load more"). */
  count: number;
}

export interface DocumentListFilter {
  keyword?: string;
  categoryIds?: string[];
  permissionCategoryIds?: string[];
  tagIds?: string[];
  statusIds?: number[];
  authorIds?: string[];
  favouritesOnly?: boolean;
}

export interface DocumentListVariables {
  first: number;
  filter: DocumentListFilter;
  orderBy: { field: DocumentOrderField; direction: OrderDirection };
  keyword: string;
  withExcerpt: boolean;
}

export const documentPageSize = 20;

/** With a keyword: relevance first (title matches, then body matches, newest first). */
export const documentSearchSort: SortSpec<DocumentOrderField> = {
  fields: ['RELEVANCE', 'TITLE', 'CREATED_AT', 'UPDATED_AT'],
  defaultField: 'RELEVANCE',
  natural: { RELEVANCE: 'DESC', TITLE: 'ASC', CREATED_AT: 'DESC', UPDATED_AT: 'DESC' },
};

/** Without a keyword: most recently updated first (relevance means nothing then). */
export const documentSort: SortSpec<DocumentOrderField> = {
  fields: ['UPDATED_AT', 'TITLE', 'CREATED_AT'],
  defaultField: 'UPDATED_AT',
  natural: documentSearchSort.natural,
};

export function sortSpecFor(keyword: string): SortSpec<DocumentOrderField> {
  return keyword ? documentSearchSort : documentSort;
}

/** The sort in effect: the chosen one if the keyword state offers it, else the default. */
export function effectiveSort(params: Pick<DocumentListParams, 'keyword' | 'field' | 'direction'>): ListSort<DocumentOrderField> {
  const spec = sortSpecFor(params.keyword);
  const field = params.field && spec.fields.includes(params.field) ? params.field : spec.defaultField;
  const direction = field === params.field && params.direction ? params.direction : spec.natural[field];
  return { field, direction };
}

const urlKeys = { category: 'category', permission: 'permission', tag: 'tag', status: 'status', author: 'author', favourites: 'fav' } as const;

/** A comma-separated list of ids (global ids hold no comma), deduplicated, in URL order. */
function readIdList(search: URLSearchParams, name: string): string[] {
  const values = (search.get(name) ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');
  return [...new Set(values)];
}

/** Reads list state from the URL (`q`, `category`, `permission`, `tag`, `status`, `author`, `fav`, `sort`, `dir`, `n`). */
export function parseDocumentListParams(search: URLSearchParams): DocumentListParams {
  const keyword = readKeyword(search);
  const wanted = search.get(listUrlKeys.sort);
  const field = sortSpecFor(keyword).fields.find((candidate) => candidate === wanted) ?? null;
  const dir = search.get(listUrlKeys.direction);
  return {
    keyword,
    categoryIds: readIdList(search, urlKeys.category),
    permissionCategoryIds: readIdList(search, urlKeys.permission),
    tagIds: readIdList(search, urlKeys.tag),
    statusIds: readIntList(search, urlKeys.status, [1, 2, 3]),
    authorIds: readIdList(search, urlKeys.author),
    favouritesOnly: search.get(urlKeys.favourites) === '1',
    field,
    direction: dir === 'ASC' || dir === 'DESC' ? dir : null,
    count: readLoadedCount(search, documentPageSize),
  };
}

export function toDocumentSearchParams(params: DocumentListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.keyword) search.set(listUrlKeys.keyword, params.keyword);
  if (params.categoryIds.length) search.set(urlKeys.category, params.categoryIds.join(','));
  if (params.permissionCategoryIds.length) search.set(urlKeys.permission, params.permissionCategoryIds.join(','));
  if (params.tagIds.length) search.set(urlKeys.tag, params.tagIds.join(','));
  if (params.statusIds.length) search.set(urlKeys.status, params.statusIds.join(','));
  if (params.authorIds.length) search.set(urlKeys.author, params.authorIds.join(','));
  if (params.favouritesOnly) search.set(urlKeys.favourites, '1');
  // A sort the keyword state does not offer (relevance without a keyword) is dropped.
  writeSort(search, sortSpecFor(params.keyword), effectiveSort(params));
  return search;
}

export const documentListCodec: ListParamsCodec<DocumentListParams> = {
  parse: parseDocumentListParams,
  write: toDocumentSearchParams,
  // "All | Favourites" is a view, not a filter: clearing keeps it.
  cleared: (params) => ({ ...params, keyword: '', categoryIds: [], permissionCategoryIds: [], tagIds: [], statusIds: [], authorIds: [] }),
};

export function activeDocumentFilters(params: DocumentListParams): number {
  return [params.categoryIds, params.permissionCategoryIds, params.tagIds, params.statusIds, params.authorIds].filter((list) => list.length > 0).length;
}

export function toDocumentListVariables(params: DocumentListParams): DocumentListVariables {
  const filter: DocumentListFilter = {};
  if (params.keyword) filter.keyword = params.keyword;
  if (params.categoryIds.length) filter.categoryIds = params.categoryIds;
  if (params.permissionCategoryIds.length) filter.permissionCategoryIds = params.permissionCategoryIds;
  if (params.tagIds.length) filter.tagIds = params.tagIds;
  if (params.statusIds.length) filter.statusIds = params.statusIds;
  if (params.authorIds.length) filter.authorIds = params.authorIds;
  if (params.favouritesOnly) filter.favouritesOnly = true;
  return {
    first: params.count,
    filter,
    orderBy: effectiveSort(params),
    keyword: params.keyword,
    withExcerpt: params.keyword !== '',
  };
}
