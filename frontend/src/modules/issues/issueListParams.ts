import { listUrlKeys, readIntList, readKeyword, readLoadedCount, readSort, writeSort, type ListSort, type OrderDirection, type SortSpec } from '@/modules/ui/list/listParams';
import type { ListParamsCodec } from '@/modules/ui/list/useListParams';

export type IssueOrderField = 'UPDATED_AT' | 'CREATED_AT' | 'PRIORITY' | 'TITLE' | 'STATUS';

/** The views of /issues: the list, the board by status, and the admin lists (`?view=`). */
export type IssuesView = 'list' | 'board' | 'statuses' | 'categories';

export interface IssueListParams {
  keyword: string;
  statusIds: string[];
  priorityIds: number[];
  categoryIds: string[];
  projectIds: string[];
  assigneeIds: string[];
  reporterIds: string[];
  tagIds: string[];
  field: IssueOrderField;
  direction: OrderDirection;
  /** Rows to load (kept in the URL by "Load more"). */
  count: number;
}

/** `IssueFilter` as sent (only what is set). */
export interface IssueFilter {
  keyword?: string;
  statusIds?: string[];
  priorityIds?: number[];
  categoryIds?: string[];
  projectIds?: string[];
  assigneeIds?: string[];
  reporterIds?: string[];
  tagIds?: string[];
}

export interface IssueListVariables {
  first: number;
  filter: IssueFilter;
  orderBy: ListSort<IssueOrderField>;
}

export const issuePageSize = 20;
/** Cards each board column loads at first (and per "Load more"). */
export const cardsPerColumn = 20;

/** Natural directions: times newest first, High priority (1) first, titles A→Z, statuses in board order. */
export const issueSort: SortSpec<IssueOrderField> = {
  fields: ['UPDATED_AT', 'CREATED_AT', 'PRIORITY', 'TITLE', 'STATUS'],
  defaultField: 'UPDATED_AT',
  natural: { UPDATED_AT: 'DESC', CREATED_AT: 'DESC', PRIORITY: 'ASC', TITLE: 'ASC', STATUS: 'ASC' },
};

const urlKeys = {
  view: 'view',
  status: 'status',
  priority: 'priority',
  category: 'category',
  project: 'project',
  assignee: 'assignee',
  reporter: 'reporter',
  tag: 'tag',
} as const;

/** Reads `?view=` (the list unless another view is named). */
export function readIssuesView(search: URLSearchParams): IssuesView {
  const view = search.get(urlKeys.view);
  return view === 'board' || view === 'statuses' || view === 'categories' ? view : 'list';
}

/** A comma-separated list of global ids (they hold no comma), deduplicated, in URL order. */
function readIdList(search: URLSearchParams, name: string): string[] {
  const values = (search.get(name) ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');
  return [...new Set(values)];
}

/** Reads list state from the URL (`q`, `status`, `priority`, `category`, `project`, `assignee`, `reporter`, `tag`, `sort`, `dir`, `n`). */
export function parseIssueListParams(search: URLSearchParams): IssueListParams {
  const sort = readSort(search, issueSort);
  return {
    keyword: readKeyword(search),
    statusIds: readIdList(search, urlKeys.status),
    priorityIds: readIntList(search, urlKeys.priority, [1, 2, 3]),
    categoryIds: readIdList(search, urlKeys.category),
    projectIds: readIdList(search, urlKeys.project),
    assigneeIds: readIdList(search, urlKeys.assignee),
    reporterIds: readIdList(search, urlKeys.reporter),
    tagIds: readIdList(search, urlKeys.tag),
    field: sort.field,
    direction: sort.direction,
    count: readLoadedCount(search, issuePageSize),
  };
}

/** The URL for list state (defaults and the loaded count left out). The board keeps `view=board`. */
function writeParams(params: IssueListParams, view: 'list' | 'board'): URLSearchParams {
  const search = new URLSearchParams();
  if (view === 'board') search.set(urlKeys.view, 'board');
  if (params.keyword) search.set(listUrlKeys.keyword, params.keyword);
  if (view === 'list' && params.statusIds.length) search.set(urlKeys.status, params.statusIds.join(','));
  if (params.priorityIds.length) search.set(urlKeys.priority, params.priorityIds.join(','));
  if (params.categoryIds.length) search.set(urlKeys.category, params.categoryIds.join(','));
  if (params.projectIds.length) search.set(urlKeys.project, params.projectIds.join(','));
  if (params.assigneeIds.length) search.set(urlKeys.assignee, params.assigneeIds.join(','));
  if (params.reporterIds.length) search.set(urlKeys.reporter, params.reporterIds.join(','));
  if (params.tagIds.length) search.set(urlKeys.tag, params.tagIds.join(','));
  if (view === 'list') writeSort(search, issueSort, { field: params.field, direction: params.direction });
  return search;
}

export function toIssueSearchParams(params: IssueListParams): URLSearchParams {
  return writeParams(params, 'list');
}

function cleared(params: IssueListParams): IssueListParams {
  return { ...params, keyword: '', statusIds: [], priorityIds: [], categoryIds: [], projectIds: [], assigneeIds: [], reporterIds: [], tagIds: [] };
}

/** The list's URL state. */
export const issueListCodec: ListParamsCodec<IssueListParams> = {
  parse: parseIssueListParams,
  write: toIssueSearchParams,
  cleared,
};

/** The board's URL state: the same filters but no status (the columns are the statuses) and no sort. */
export const issueBoardCodec: ListParamsCodec<IssueListParams> = {
  parse: (search) => ({ ...parseIssueListParams(search), statusIds: [] }),
  write: (params) => writeParams(params, 'board'),
  cleared,
};

/** How many filters (the keyword aside) are set. */
export function activeIssueFilters(params: IssueListParams): number {
  return [params.statusIds, params.priorityIds, params.categoryIds, params.projectIds, params.assigneeIds, params.reporterIds, params.tagIds].filter(
    (list) => list.length > 0,
  ).length;
}

/** The `IssueFilter` for the params (only what is set). */
export function toIssueFilter(params: IssueListParams): IssueFilter {
  const filter: IssueFilter = {};
  if (params.keyword) filter.keyword = params.keyword;
  if (params.statusIds.length) filter.statusIds = params.statusIds;
  if (params.priorityIds.length) filter.priorityIds = params.priorityIds;
  if (params.categoryIds.length) filter.categoryIds = params.categoryIds;
  if (params.projectIds.length) filter.projectIds = params.projectIds;
  if (params.assigneeIds.length) filter.assigneeIds = params.assigneeIds;
  if (params.reporterIds.length) filter.reporterIds = params.reporterIds;
  if (params.tagIds.length) filter.tagIds = params.tagIds;
  return filter;
}

export function toIssueListVariables(params: IssueListParams): IssueListVariables {
  return { first: params.count, filter: toIssueFilter(params), orderBy: { field: params.field, direction: params.direction } };
}

/** The board's filter (`issueBoard(filter:)`): the list's filters but the status. */
export function toIssueBoardFilter(search: URLSearchParams): IssueFilter {
  return toIssueFilter(issueBoardCodec.parse(search));
}
