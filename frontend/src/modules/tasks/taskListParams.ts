import { listUrlKeys, readIntList, readKeyword, readLoadedCount, readSort, writeSort, type ListSort, type OrderDirection, type SortSpec } from '@/modules/ui/list/listParams';
import type { ListParamsCodec } from '@/modules/ui/list/useListParams';

export type TaskOrderField = 'CREATED_AT' | 'UPDATED_AT' | 'DUE_DATE' | 'PRIORITY' | 'STATUS' | 'TITLE';
export type { OrderDirection };

/** The assignee filter: anyone, the signed-in employee, nobody, or one employee (by id). */
export type AssigneeFilter = null | 'me' | 'none' | { id: string };

export interface TaskListParams {
  keyword: string;
  statusIds: number[];
  priorityIds: number[];
  assignee: AssigneeFilter;
  field: TaskOrderField;
  direction: OrderDirection;
  /** Rows to load (kept in the URL by "Load more"). */
  count: number;
}

export interface TaskListFilter {
  keyword?: string;
  statusIds?: number[];
  priorityIds?: number[];
  assigneeIds?: string[];
  unassigned?: boolean;
}

export interface TaskListVariables {
  first: number;
  filter: TaskListFilter;
  orderBy: { field: TaskOrderField; direction: OrderDirection };
}

export const pageSize = 20;

/** Natural directions: newest first for times, soonest due first, High priority (id 1) first, Open (id 1) first, titles A→Z. */
export const taskSort: SortSpec<TaskOrderField> = {
  fields: ['CREATED_AT', 'UPDATED_AT', 'DUE_DATE', 'PRIORITY', 'STATUS', 'TITLE'],
  defaultField: 'CREATED_AT',
  natural: { CREATED_AT: 'DESC', UPDATED_AT: 'DESC', DUE_DATE: 'ASC', PRIORITY: 'ASC', STATUS: 'ASC', TITLE: 'ASC' },
};

export const orderFields = taskSort.fields;

function readAssignee(value: string | null): AssigneeFilter {
  if (!value) return null;
  if (value === 'me' || value === 'none') return value;
  return { id: value };
}

function writeAssignee(assignee: AssigneeFilter): string | null {
  if (assignee === null) return null;
  return typeof assignee === 'string' ? assignee : assignee.id;
}

/** Reads list state from the URL (`q`, `status`, `priority`, `assignee` = id | `me` | `none`, `sort`, `dir`, `n`). */
export function parseTaskListParams(search: URLSearchParams): TaskListParams {
  const sort: ListSort<TaskOrderField> = readSort(search, taskSort);
  return {
    keyword: readKeyword(search),
    statusIds: readIntList(search, 'status', [1, 2, 3, 4]),
    priorityIds: readIntList(search, 'priority', [1, 2, 3]),
    assignee: readAssignee(search.get('assignee')),
    field: sort.field,
    direction: sort.direction,
    count: readLoadedCount(search, pageSize),
  };
}

/** Writes list state back to URL search params (defaults are left out; so is the loaded count). */
export function toSearchParams(params: TaskListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.keyword) search.set(listUrlKeys.keyword, params.keyword);
  if (params.statusIds.length) search.set('status', params.statusIds.join(','));
  if (params.priorityIds.length) search.set('priority', params.priorityIds.join(','));
  const assignee = writeAssignee(params.assignee);
  if (assignee) search.set('assignee', assignee);
  writeSort(search, taskSort, { field: params.field, direction: params.direction });
  return search;
}

/** The filter without keyword, statuses, priorities and assignee (sort kept). */
export function clearedTaskListParams(params: TaskListParams): TaskListParams {
  return { ...params, keyword: '', statusIds: [], priorityIds: [], assignee: null };
}

export const taskListCodec: ListParamsCodec<TaskListParams> = {
  parse: parseTaskListParams,
  write: toSearchParams,
  cleared: clearedTaskListParams,
};

/** How many filters (keyword aside) are set. */
export function activeTaskFilters(params: TaskListParams): number {
  return (params.statusIds.length ? 1 : 0) + (params.priorityIds.length ? 1 : 0) + (params.assignee ? 1 : 0);
}

/**
 * GraphQL variables for a list query. `me` is the signed-in employee's id (needed for
 * `assignee=me`); `fixed` adds filters a screen always applies.
 */
export function toTaskListVariables(params: TaskListParams, me: string | null = null, fixed: Partial<TaskListFilter> = {}): TaskListVariables {
  const filter: TaskListFilter = {};
  if (params.keyword) filter.keyword = params.keyword;
  if (params.statusIds.length) filter.statusIds = params.statusIds;
  if (params.priorityIds.length) filter.priorityIds = params.priorityIds;
  if (params.assignee === 'none') filter.unassigned = true;
  else if (params.assignee === 'me') filter.assigneeIds = me ? [me] : [];
  else if (params.assignee) filter.assigneeIds = [params.assignee.id];
  return { first: params.count, filter: { ...filter, ...fixed }, orderBy: { field: params.field, direction: params.direction } };
}
