import type { SortSpec } from '@/modules/ui/list/listParams';
import { choiceFilter, flagFilter, idFilter, idListFilter, urlListState, type UrlListFilter, type UrlListParams, type UrlListVariables } from '@/modules/ui/list/urlListState';

export type AgentOrderField = 'UPDATED_AT' | 'CREATED_AT' | 'NAME';

export const agentPageSize = 20;

/** Recently updated first (the default); names A→Z; created newest first. */
export const agentSort: SortSpec<AgentOrderField> = {
  fields: ['UPDATED_AT', 'CREATED_AT', 'NAME'],
  defaultField: 'UPDATED_AT',
  natural: { UPDATED_AT: 'DESC', CREATED_AT: 'DESC', NAME: 'ASC' },
};

const agentFilters = {
  /** An agent role's global id, or null for every role. */
  roleId: idFilter('role'),
  /** Management 1, Execution 2, or null. */
  roleCategoryId: choiceFilter('category', [1, 2]),
  tagIds: idListFilter('tags', { sorted: true }),
  /** The archived agents instead of the active ones. */
  archived: flagFilter('archived'),
};

export type AgentListParams = UrlListParams<AgentOrderField, typeof agentFilters>;
/** `AgentFilter` as sent (only what is set; `archived` only when true, the server's default being false). */
export type AgentListFilter = UrlListFilter<typeof agentFilters>;
export type AgentListVariables = UrlListVariables<AgentOrderField, typeof agentFilters>;

/** /agents: keyword, role, role category, tags, archived and sort in the URL. */
export const { codec: agentListCodec, parse: parseAgentListParams, write: toAgentSearchParams, activeFilters: activeAgentFilters, variables: toAgentListVariables } =
  urlListState({ sort: agentSort, pageSize: agentPageSize, filters: agentFilters });
