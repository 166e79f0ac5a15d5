import { listUrlKeys, readKeyword, readLoadedCount, readSort, writeSort, type ListSort, type OrderDirection, type SortSpec } from '@/modules/ui/list/listParams';
import type { ListParamsCodec } from '@/modules/ui/list/useListParams';
import { isWorkflowVisibility, workflowVisibilities, type WorkflowVisibility } from './workflowEnums';

export type WorkflowTemplateOrderField = 'UPDATED_AT' | 'CREATED_AT' | 'NAME';

export interface WorkflowTemplateListParams {
  keyword: string;
  /** Empty: every visibility the viewer may see. */
  visibility: WorkflowVisibility[];
  /** The archived templates instead of those in use. */
  archived: boolean;
  field: WorkflowTemplateOrderField;
  direction: OrderDirection;
  /** Rows to load (kept in the URL by "Load more"). */
  count: number;
}

/** `WorkflowTemplateFilter` as sent (only what is set; `archived` only when true, the server's default being false). */
export interface WorkflowTemplateListFilter {
  keyword?: string;
  visibility?: WorkflowVisibility[];
  archived?: boolean;
}

export interface WorkflowTemplateListVariables {
  first: number;
  filter: WorkflowTemplateListFilter;
  orderBy: ListSort<WorkflowTemplateOrderField>;
}

export const workflowTemplatePageSize = 20;

/** Recently updated first (the default); names A→Z; created newest first. */
export const workflowTemplateSort: SortSpec<WorkflowTemplateOrderField> = {
  fields: ['UPDATED_AT', 'CREATED_AT', 'NAME'],
  defaultField: 'UPDATED_AT',
  natural: { UPDATED_AT: 'DESC', CREATED_AT: 'DESC', NAME: 'ASC' },
};

const keys = { visibility: 'visibility', archived: 'archived' } as const;
const order = workflowVisibilities.map((entry) => entry.value);

function readVisibility(search: URLSearchParams): WorkflowVisibility[] {
  const values = (search.get(keys.visibility) ?? '').split(',').map((value) => value.trim().toUpperCase());
  return order.filter((value) => values.includes(value) && isWorkflowVisibility(value));
}

export function parseWorkflowTemplateListParams(search: URLSearchParams): WorkflowTemplateListParams {
  const sort = readSort(search, workflowTemplateSort);
  return {
    keyword: readKeyword(search),
    visibility: readVisibility(search),
    archived: search.get(keys.archived) === '1',
    field: sort.field,
    direction: sort.direction,
    count: readLoadedCount(search, workflowTemplatePageSize),
  };
}

export function toWorkflowTemplateSearchParams(params: WorkflowTemplateListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.keyword) search.set(listUrlKeys.keyword, params.keyword);
  const visibility = order.filter((value) => params.visibility.includes(value));
  if (visibility.length) search.set(keys.visibility, visibility.join(','));
  if (params.archived) search.set(keys.archived, '1');
  writeSort(search, workflowTemplateSort, { field: params.field, direction: params.direction });
  return search;
}

/** /workflow-templates: keyword, visibility, archived and sort in the URL. */
export const workflowTemplateListCodec: ListParamsCodec<WorkflowTemplateListParams> = {
  parse: parseWorkflowTemplateListParams,
  write: toWorkflowTemplateSearchParams,
  cleared: (params) => ({ ...params, keyword: '', visibility: [], archived: false }),
};

/** How many filters (keyword aside) are set. */
export function activeWorkflowTemplateFilters(params: WorkflowTemplateListParams): number {
  return (params.visibility.length ? 1 : 0) + (params.archived ? 1 : 0);
}

export function toWorkflowTemplateListVariables(params: WorkflowTemplateListParams): WorkflowTemplateListVariables {
  const filter: WorkflowTemplateListFilter = {};
  if (params.keyword) filter.keyword = params.keyword;
  if (params.visibility.length) filter.visibility = params.visibility;
  if (params.archived) filter.archived = true;
  return { first: params.count, filter, orderBy: { field: params.field, direction: params.direction } };
}
