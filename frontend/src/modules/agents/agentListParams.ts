import type { SortSpec } from '@/modules/ui/list/listParams';
import { namedRecordSort, type NamedRecordOrderField } from '@/modules/ui/list/namedRecordSort';
import { choiceFilter, flagFilter, idFilter, idListFilter, urlListState, type UrlListFilter, type UrlListParams, type UrlListVariables } from '@/modules/ui/list/urlListState';

export type AgentOrderField = NamedRecordOrderField;

export const agentPageSize = 20;

/** Sorted like every list of named records (recently updated first by default). */
export const agentSort: SortSpec<AgentOrderField> = namedRecordSort;

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
