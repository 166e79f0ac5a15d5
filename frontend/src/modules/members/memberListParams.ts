import { listUrlKeys, readIntList, readKeyword, readLoadedCount } from '@/modules/ui/list/listParams';
import type { ListParamsCodec } from '@/modules/ui/list/useListParams';

export interface MemberListParams {
  keyword: string;
  roleIds: number[];
  includeDeactivated: boolean;
  /** Rows to load (kept in the URL by "Load more"). */
  count: number;
}

export interface MemberListVariables {
  first: number;
  filter: { keyword?: string; roleIds?: number[]; includeDeactivated?: boolean };
}

export const memberPageSize = 20;

/** Reads list state from the URL (`q`, `role`, `all`, `n`). The server lists members by name, A→Z. */
export function parseMemberListParams(search: URLSearchParams): MemberListParams {
  return {
    keyword: readKeyword(search),
    roleIds: readIntList(search, 'role'),
    includeDeactivated: search.get('all') === '1',
    count: readLoadedCount(search, memberPageSize),
  };
}

/** Writes list state back to URL search params (defaults and the loaded count left out). */
export function toMemberSearchParams(params: MemberListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.keyword) search.set(listUrlKeys.keyword, params.keyword);
  if (params.roleIds.length) search.set('role', params.roleIds.join(','));
  if (params.includeDeactivated) search.set('all', '1');
  return search;
}

export const memberListCodec: ListParamsCodec<MemberListParams> = {
  parse: parseMemberListParams,
  write: toMemberSearchParams,
  cleared: (params) => ({ ...params, keyword: '', roleIds: [], includeDeactivated: false }),
};

/** How many filters (keyword aside) are set. */
export function activeMemberFilters(params: MemberListParams): number {
  return (params.roleIds.length ? 1 : 0) + (params.includeDeactivated ? 1 : 0);
}

/** GraphQL variables for the member list. */
export function toMemberListVariables(params: MemberListParams): MemberListVariables {
  const filter: MemberListVariables['filter'] = {};
  if (params.keyword) filter.keyword = params.keyword;
  if (params.roleIds.length) filter.roleIds = params.roleIds;
  if (params.includeDeactivated) filter.includeDeactivated = true;
  return { first: params.count, filter };
}
