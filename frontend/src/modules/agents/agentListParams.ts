import { listUrlKeys, readKeyword, readLoadedCount, readSort, writeSort, type ListSort, type OrderDirection, type SortSpec } from '@/modules/ui/list/listParams';
import type { ListParamsCodec } from '@/modules/ui/list/useListParams';

export type AgentOrderField = 'UPDATED_AT' | 'CREATED_AT' | 'NAME';

export interface AgentListParams {
  keyword: string;
  /** An agent role's global id, or null for every role. */
  roleId: string | null;
  /** Management 1, Execution 2, or null. */
  roleCategoryId: number | null;
  tagIds: string[];
  /** The archived agents instead of the active ones. */
  archived: boolean;
  field: AgentOrderField;
  direction: OrderDirection;
  /** Rows to load (kept in the URL by "Load more"). */
  count: number;
}

/** `AgentFilter` as sent (only what is set; `archived` only when true, the server's default being false). */
export interface AgentListFilter {
  keyword?: string;
  roleId?: string;
  roleCategoryId?: number;
  tagIds?: string[];
  archived?: boolean;
}

export interface AgentListVariables {
  first: number;
  filter: AgentListFilter;
  orderBy: ListSort<AgentOrderField>;
}

export const agentPageSize = 20;

/** Recently updated first (the default); names A→Z; created newest first. */
export const agentSort: SortSpec<AgentOrderField> = {
  fields: ['UPDATED_AT', 'CREATED_AT', 'NAME'],
  defaultField: 'UPDATED_AT',
  natural: { UPDATED_AT: 'DESC', CREATED_AT: 'DESC', NAME: 'ASC' },
};

const keys = { role: 'role', category: 'category', tags: 'tags', archived: 'archived' } as const;

function readIds(search: URLSearchParams, name: string): string[] {
  const ids = (search.get(name) ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  return [...new Set(ids)].sort();
}

export function parseAgentListParams(search: URLSearchParams): AgentListParams {
  const sort = readSort(search, agentSort);
  const category = Number(search.get(keys.category));
  return {
    keyword: readKeyword(search),
    roleId: (search.get(keys.role) ?? '').trim() || null,
    roleCategoryId: category === 1 || category === 2 ? category : null,
    tagIds: readIds(search, keys.tags),
    archived: search.get(keys.archived) === '1',
    field: sort.field,
    direction: sort.direction,
    count: readLoadedCount(search, agentPageSize),
  };
}

export function toAgentSearchParams(params: AgentListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.keyword) search.set(listUrlKeys.keyword, params.keyword);
  if (params.roleId) search.set(keys.role, params.roleId);
  if (params.roleCategoryId) search.set(keys.category, String(params.roleCategoryId));
  if (params.tagIds.length) search.set(keys.tags, [...params.tagIds].sort().join(','));
  if (params.archived) search.set(keys.archived, '1');
  writeSort(search, agentSort, { field: params.field, direction: params.direction });
  return search;
}

/** /agents: keyword, role, role category, tags, archived and sort in the URL. */
export const agentListCodec: ListParamsCodec<AgentListParams> = {
  parse: parseAgentListParams,
  write: toAgentSearchParams,
  cleared: (params) => ({ ...params, keyword: '', roleId: null, roleCategoryId: null, tagIds: [], archived: false }),
};

/** How many filters (keyword aside) are set. */
export function activeAgentFilters(params: AgentListParams): number {
  return (params.roleId ? 1 : 0) + (params.roleCategoryId ? 1 : 0) + (params.tagIds.length ? 1 : 0) + (params.archived ? 1 : 0);
}

export function toAgentListVariables(params: AgentListParams): AgentListVariables {
  const filter: AgentListFilter = {};
  if (params.keyword) filter.keyword = params.keyword;
  if (params.roleId) filter.roleId = params.roleId;
  if (params.roleCategoryId) filter.roleCategoryId = params.roleCategoryId;
  if (params.tagIds.length) filter.tagIds = params.tagIds;
  if (params.archived) filter.archived = true;
  return { first: params.count, filter, orderBy: { field: params.field, direction: params.direction } };
}
