import { listUrlKeys, readKeyword, readLoadedCount, readSort, writeSort, type ListSort, type OrderDirection, type SortSpec } from '@/modules/ui/list/listParams';
import type { ListParamsCodec } from '@/modules/ui/list/useListParams';
import { isWorkflowProgress, workflowProgresses, type WorkflowProgress } from './workflowEnums';

export type WorkflowInstanceOrderField = 'STARTED_AT' | 'UPDATED_AT' | 'NAME';

/** The owner filter: nobody in particular, the viewer (`me`), or an employee's global id. */
export type WorkflowOwnerFilter = null | 'me' | { id: string };

export interface WorkflowInstanceListParams {
  keyword: string;
  templateId: string | null;
  owner: WorkflowOwnerFilter;
  /** Empty: the server's default (in progress and completed; archived hidden). */
  progress: WorkflowProgress[];
  waitingForMe: boolean;
  overdue: boolean;
  field: WorkflowInstanceOrderField;
  direction: OrderDirection;
  /** Rows to load (kept in the URL by "Load more"). */
  count: number;
}

/** `WorkflowInstanceFilter` as sent (only what is set). */
export interface WorkflowInstanceListFilter {
  keyword?: string;
  templateId?: string;
  ownerId?: string;
  progress?: WorkflowProgress[];
  waitingForMe?: boolean;
  overdue?: boolean;
}

export interface WorkflowInstanceListVariables {
  first: number;
  filter: WorkflowInstanceListFilter;
  orderBy: ListSort<WorkflowInstanceOrderField>;
}

export const workflowInstancePageSize = 20;

/** Newest first (the server's default); recently updated first; names A→Z. */
export const workflowInstanceSort: SortSpec<WorkflowInstanceOrderField> = {
  fields: ['STARTED_AT', 'UPDATED_AT', 'NAME'],
  defaultField: 'STARTED_AT',
  natural: { STARTED_AT: 'DESC', UPDATED_AT: 'DESC', NAME: 'ASC' },
};

const keys = { template: 'template', owner: 'owner', progress: 'progress', waiting: 'waiting', overdue: 'overdue' } as const;
const order = workflowProgresses.map((entry) => entry.value);

function readProgress(search: URLSearchParams): WorkflowProgress[] {
  const values = (search.get(keys.progress) ?? '').split(',').map((value) => value.trim().toUpperCase());
  return order.filter((value) => values.includes(value) && isWorkflowProgress(value));
}

function readOwner(search: URLSearchParams): WorkflowOwnerFilter {
  const value = (search.get(keys.owner) ?? '').trim();
  if (!value) return null;
  return value === 'me' ? 'me' : { id: value };
}

/** Reads list state from the URL (`q`, `template`, `owner` = id | `me`, `progress`, `waiting`, `overdue`, `sort`, `dir`, `n`). */
export function parseWorkflowInstanceListParams(search: URLSearchParams): WorkflowInstanceListParams {
  const sort = readSort(search, workflowInstanceSort);
  return {
    keyword: readKeyword(search),
    templateId: (search.get(keys.template) ?? '').trim() || null,
    owner: readOwner(search),
    progress: readProgress(search),
    waitingForMe: search.get(keys.waiting) === '1',
    overdue: search.get(keys.overdue) === '1',
    field: sort.field,
    direction: sort.direction,
    count: readLoadedCount(search, workflowInstancePageSize),
  };
}

export function toWorkflowInstanceSearchParams(params: WorkflowInstanceListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.keyword) search.set(listUrlKeys.keyword, params.keyword);
  if (params.templateId) search.set(keys.template, params.templateId);
  if (params.owner) search.set(keys.owner, params.owner === 'me' ? 'me' : params.owner.id);
  const progress = order.filter((value) => params.progress.includes(value));
  if (progress.length) search.set(keys.progress, progress.join(','));
  if (params.waitingForMe) search.set(keys.waiting, '1');
  if (params.overdue) search.set(keys.overdue, '1');
  writeSort(search, workflowInstanceSort, { field: params.field, direction: params.direction });
  return search;
}

/** /workflow-instances: keyword, template, owner, progress, "waiting for me", overdue and sort in the URL. */
export const workflowInstanceListCodec: ListParamsCodec<WorkflowInstanceListParams> = {
  parse: parseWorkflowInstanceListParams,
  write: toWorkflowInstanceSearchParams,
  cleared: (params) => ({ ...params, keyword: '', templateId: null, owner: null, progress: [], waitingForMe: false, overdue: false }),
};

/** How many filters (keyword aside) are set. */
export function activeWorkflowInstanceFilters(params: WorkflowInstanceListParams): number {
  return [params.templateId, params.owner, params.progress.length > 0, params.waitingForMe, params.overdue].filter(Boolean).length;
}

/** GraphQL variables for the list; `me` is the signed-in employee's id (needed for `owner=me`). */
export function toWorkflowInstanceListVariables(params: WorkflowInstanceListParams, me: string | null = null): WorkflowInstanceListVariables {
  const filter: WorkflowInstanceListFilter = {};
  if (params.keyword) filter.keyword = params.keyword;
  if (params.templateId) filter.templateId = params.templateId;
  if (params.owner === 'me') {
    if (me) filter.ownerId = me;
  } else if (params.owner) filter.ownerId = params.owner.id;
  if (params.progress.length) filter.progress = params.progress;
  if (params.waitingForMe) filter.waitingForMe = true;
  if (params.overdue) filter.overdue = true;
  return { first: params.count, filter, orderBy: { field: params.field, direction: params.direction } };
}
