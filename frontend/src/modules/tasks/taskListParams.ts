export type TaskOrderField = 'CREATED_AT' | 'UPDATED_AT' | 'DUE_DATE' | 'PRIORITY' | 'STATUS' | 'TITLE';
export type OrderDirection = 'ASC' | 'DESC';

export interface TaskListParams {
  keyword: string;
  statusIds: number[];
  priorityIds: number[];
  assigneeId: string | null;
  field: TaskOrderField;
  direction: OrderDirection;
}

export interface TaskListVariables {
  first: number;
  filter: {
    keyword?: string;
    statusIds?: number[];
    priorityIds?: number[];
    assigneeIds?: string[];
  };
  orderBy: { field: TaskOrderField; direction: OrderDirection };
}

export const pageSize = 20;

export const orderFields: readonly TaskOrderField[] = ['CREATED_AT', 'UPDATED_AT', 'DUE_DATE', 'PRIORITY', 'STATUS', 'TITLE'];

function ids(value: string | null, allowed: readonly number[]): number[] {
  if (!value) return [];
  return [...new Set(value.split(',').map(Number))].filter((id) => allowed.includes(id)).sort();
}

/** Reads list state from the URL (`q`, `status`, `priority`, `assignee`, `sort`, `dir`). */
export function parseTaskListParams(search: URLSearchParams): TaskListParams {
  const sort = search.get('sort');
  const field = orderFields.find((candidate) => candidate === sort) ?? 'CREATED_AT';
  const direction: OrderDirection = search.get('dir') === 'ASC' ? 'ASC' : 'DESC';
  return {
    keyword: (search.get('q') ?? '').trim(),
    statusIds: ids(search.get('status'), [1, 2, 3, 4]),
    priorityIds: ids(search.get('priority'), [1, 2, 3]),
    assigneeId: search.get('assignee') || null,
    field,
    direction,
  };
}

/** Writes list state back to URL search params (defaults are left out). */
export function toSearchParams(params: TaskListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.keyword) search.set('q', params.keyword);
  if (params.statusIds.length) search.set('status', params.statusIds.join(','));
  if (params.priorityIds.length) search.set('priority', params.priorityIds.join(','));
  if (params.assigneeId) search.set('assignee', params.assigneeId);
  if (params.field !== 'CREATED_AT') search.set('sort', params.field);
  if (params.direction !== 'DESC') search.set('dir', params.direction);
  return search;
}

/** GraphQL variables for a list query. */
export function toTaskListVariables(params: TaskListParams, fixed: Partial<TaskListVariables['filter']> = {}): TaskListVariables {
  const filter: TaskListVariables['filter'] = {};
  if (params.keyword) filter.keyword = params.keyword;
  if (params.statusIds.length) filter.statusIds = params.statusIds;
  if (params.priorityIds.length) filter.priorityIds = params.priorityIds;
  if (params.assigneeId) filter.assigneeIds = [params.assigneeId];
  return { first: pageSize, filter: { ...filter, ...fixed }, orderBy: { field: params.field, direction: params.direction } };
}
