import type { OrderDirection, SortSpec } from '@/modules/ui/list/listParams';
import { intListFilter, urlListState, type UrlFilter, type UrlListParams, type UrlListVariables } from '@/modules/ui/list/urlListState';

export type TaskOrderField = 'CREATED_AT' | 'UPDATED_AT' | 'DUE_DATE' | 'PRIORITY' | 'STATUS' | 'TITLE';
export type { OrderDirection };

/** The assignee filter: anyone, the signed-in employee, nobody, or one employee (by id). */
export type AssigneeFilter = null | 'me' | 'none' | { id: string };

export interface TaskListFilter {
  keyword?: string;
  statusIds?: number[];
  priorityIds?: number[];
  assigneeIds?: string[];
  unassigned?: boolean;
}

export const pageSize = 20;

/** Natural directions: newest first for times, soonest due first, High priority (id 1) first, Open (id 1) first, titles A→Z. */
export const taskSort: SortSpec<TaskOrderField> = {
  fields: ['CREATED_AT', 'UPDATED_AT', 'DUE_DATE', 'PRIORITY', 'STATUS', 'TITLE'],
  defaultField: 'CREATED_AT',
  natural: { CREATED_AT: 'DESC', UPDATED_AT: 'DESC', DUE_DATE: 'ASC', PRIORITY: 'ASC', STATUS: 'ASC', TITLE: 'ASC' },
};

export const orderFields = taskSort.fields;

/** `?assignee=me|none|<id>`; sent as that word or id (the variables make it the filter's terms). */
const assigneeFilter: UrlFilter<AssigneeFilter, string> = {
  key: 'assignee',
  read: (search, key) => {
    const value = search.get(key);
    if (!value) return null;
    return value === 'me' || value === 'none' ? value : { id: value };
  },
  write: (assignee) => (assignee === null ? '' : typeof assignee === 'string' ? assignee : assignee.id),
  empty: null,
  send: (assignee) => (assignee === null ? '' : typeof assignee === 'string' ? assignee : assignee.id),
};

const taskFilters = {
  statusIds: intListFilter('status', [1, 2, 3, 4]),
  priorityIds: intListFilter('priority', [1, 2, 3]),
  assignee: assigneeFilter,
};

export type TaskListParams = UrlListParams<TaskOrderField, typeof taskFilters>;

export interface TaskListVariables extends Omit<UrlListVariables<TaskOrderField, typeof taskFilters>, 'filter'> {
  filter: TaskListFilter;
}

/** The task lists' URL state (`q`, `status`, `priority`, `assignee` = id | `me` | `none`, `sort`, `dir`, `n`). */
const taskList = urlListState({ sort: taskSort, pageSize, filters: taskFilters });
export const taskListCodec = taskList.codec;
export const parseTaskListParams = taskList.codec.parse;
export const toSearchParams = taskList.codec.write;
export const clearedTaskListParams = taskList.codec.cleared;
export const activeTaskFilters = taskList.activeFilters;

/**
 * GraphQL variables for a list query. `me` is the signed-in employee's id (needed for
 * `assignee=me`); `fixed` adds filters a screen always applies.
 */
export function toTaskListVariables(params: TaskListParams, me: string | null = null, fixed: Partial<TaskListFilter> = {}): TaskListVariables {
  const { filter: set, ...variables } = taskList.variables(params);
  const { assignee, ...filter }: TaskListFilter & { assignee?: string } = set;
  if (assignee === 'none') filter.unassigned = true;
  else if (assignee === 'me') filter.assigneeIds = me ? [me] : [];
  else if (assignee) filter.assigneeIds = [assignee];
  return { ...variables, filter: { ...filter, ...fixed } };
}
