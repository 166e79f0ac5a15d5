import { naturalSort, type SortSpec } from '@/modules/ui/list/listParams';
import { idListFilter, intListFilter, urlListState, type UrlListFilter, type UrlListParams, type UrlListVariables } from '@/modules/ui/list/urlListState';
import type { ListParamsCodec } from '@/modules/ui/list/useListParams';

export type IssueOrderField = 'UPDATED_AT' | 'CREATED_AT' | 'PRIORITY' | 'TITLE' | 'STATUS';

/** The views of /issues: the list, the board by status, and the admin lists (`?view=`). */
export type IssuesView = 'list' | 'board' | 'statuses' | 'categories';

export const issuePageSize = 20;
/** Cards each board column loads at first (and per "Load more"). */
export const cardsPerColumn = 20;

/** Natural directions: times newest first, High priority (1) first, titles A→Z, statuses in board order. */
export const issueSort: SortSpec<IssueOrderField> = {
  fields: ['UPDATED_AT', 'CREATED_AT', 'PRIORITY', 'TITLE', 'STATUS'],
  defaultField: 'UPDATED_AT',
  natural: { UPDATED_AT: 'DESC', CREATED_AT: 'DESC', PRIORITY: 'ASC', TITLE: 'ASC', STATUS: 'ASC' },
};

const urlKeys = { view: 'view' } as const;

/** Reads `?view=` (the list unless another view is named). */
export function readIssuesView(search: URLSearchParams): IssuesView {
  const view = search.get(urlKeys.view);
  return view === 'board' || view === 'statuses' || view === 'categories' ? view : 'list';
}

const issueFilters = {
  statusIds: idListFilter('status'),
  priorityIds: intListFilter('priority', [1, 2, 3]),
  categoryIds: idListFilter('category'),
  projectIds: idListFilter('project'),
  assigneeIds: idListFilter('assignee'),
  reporterIds: idListFilter('reporter'),
  tagIds: idListFilter('tag'),
};

export type IssueListParams = UrlListParams<IssueOrderField, typeof issueFilters>;
/** `IssueFilter` as sent (only what is set). */
export type IssueFilter = UrlListFilter<typeof issueFilters>;
export type IssueListVariables = UrlListVariables<IssueOrderField, typeof issueFilters>;

/** The list's URL state (`q`, `status`, `priority`, `category`, `project`, `assignee`, `reporter`, `tag`, `sort`, `dir`, `n`). */
export const { codec: issueListCodec, parse: parseIssueListParams, write: toIssueSearchParams, activeFilters: activeIssueFilters, variables: toIssueListVariables } =
  urlListState({ sort: issueSort, pageSize: issuePageSize, filters: issueFilters });

/** The board's URL state: `view=board` and the same filters but no status (the columns are the statuses) and no sort. */
export const issueBoardCodec: ListParamsCodec<IssueListParams> = {
  parse: (search) => ({ ...parseIssueListParams(search), statusIds: [] }),
  write: (params) => new URLSearchParams([[urlKeys.view, 'board'], ...toIssueSearchParams({ ...params, statusIds: [], ...naturalSort(issueSort) })]),
  cleared: issueListCodec.cleared,
};

/** The `IssueFilter` for the params (only what is set). */
export function toIssueFilter(params: IssueListParams): IssueFilter {
  return toIssueListVariables(params).filter;
}

/** The board's filter (`issueBoard(filter:)`): the list's filters but the status. */
export function toIssueBoardFilter(search: URLSearchParams): IssueFilter {
  return toIssueFilter(issueBoardCodec.parse(search));
}
