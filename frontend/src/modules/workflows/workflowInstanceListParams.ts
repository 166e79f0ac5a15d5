import type { SortSpec } from '@/modules/ui/list/listParams';
import { enumListFilter, flagFilter, idFilter, urlListState, type UrlFilter, type UrlListParams, type UrlListVariables } from '@/modules/ui/list/urlListState';
import { workflowProgresses, type WorkflowProgress } from './workflowEnums';

export type WorkflowInstanceOrderField = 'STARTED_AT' | 'UPDATED_AT' | 'NAME';

/** The owner filter: nobody in particular, the viewer (`me`), or an employee's global id. */
export type WorkflowOwnerFilter = null | 'me' | { id: string };

export const workflowInstancePageSize = 20;

/** Newest first (the server's default); recently updated first; names A→Z. */
export const workflowInstanceSort: SortSpec<WorkflowInstanceOrderField> = {
  fields: ['STARTED_AT', 'UPDATED_AT', 'NAME'],
  defaultField: 'STARTED_AT',
  natural: { STARTED_AT: 'DESC', UPDATED_AT: 'DESC', NAME: 'ASC' },
};

const ownerKey = idFilter('owner');

/** `?owner=me` or an employee's id; sent as the id (`me` is made the viewer's id when sent). */
const ownerFilter: UrlFilter<WorkflowOwnerFilter, string> = {
  key: ownerKey.key,
  read: (search, key) => {
    const value = ownerKey.read(search, key);
    return value === null || value === 'me' ? value : { id: value };
  },
  write: (owner) => (owner === 'me' ? 'me' : (owner?.id ?? '')),
  empty: null,
  send: (owner) => (owner === 'me' ? 'me' : (owner?.id ?? '')),
};

const workflowInstanceFilters = {
  templateId: idFilter('template'),
  owner: ownerFilter,
  /** Empty: the server's default (in progress and completed; archived hidden). */
  progress: enumListFilter('progress', workflowProgresses.map((entry) => entry.value)),
  waitingForMe: flagFilter('waiting'),
  overdue: flagFilter('overdue'),
};

export type WorkflowInstanceListParams = UrlListParams<WorkflowInstanceOrderField, typeof workflowInstanceFilters>;

/** `WorkflowInstanceFilter` as sent (only what is set). */
export interface WorkflowInstanceListFilter {
  keyword?: string;
  templateId?: string;
  ownerId?: string;
  progress?: WorkflowProgress[];
  waitingForMe?: boolean;
  overdue?: boolean;
}

export interface WorkflowInstanceListVariables extends Omit<UrlListVariables<WorkflowInstanceOrderField, typeof workflowInstanceFilters>, 'filter'> {
  filter: WorkflowInstanceListFilter;
}

/** /workflow-instances: keyword, template, owner, progress, "waiting for me", overdue and sort in the URL. */
const workflowInstanceList = urlListState({ sort: workflowInstanceSort, pageSize: workflowInstancePageSize, filters: workflowInstanceFilters });
export const workflowInstanceListCodec = workflowInstanceList.codec;
export const parseWorkflowInstanceListParams = workflowInstanceList.codec.parse;
export const toWorkflowInstanceSearchParams = workflowInstanceList.codec.write;
export const activeWorkflowInstanceFilters = workflowInstanceList.activeFilters;

/** GraphQL variables for the list; `me` is the signed-in employee's id (needed for `owner=me`). */
export function toWorkflowInstanceListVariables(params: WorkflowInstanceListParams, me: string | null = null): WorkflowInstanceListVariables {
  const { filter, ...variables } = workflowInstanceList.variables(params);
  const { owner, ...rest } = filter;
  const ownerId = owner === 'me' ? me : owner;
  return { ...variables, filter: ownerId ? { ...rest, ownerId } : rest };
}
