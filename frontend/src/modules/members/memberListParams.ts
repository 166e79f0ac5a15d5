export interface MemberListParams {
  keyword: string;
  roleIds: number[];
  includeDeactivated: boolean;
}

export interface MemberListVariables {
  first: number;
  filter: { keyword?: string; roleIds?: number[]; includeDeactivated?: boolean };
}

export const memberPageSize = 20;

/** Reads list state from the URL (`q`, `role`, `all`). */
export function parseMemberListParams(search: URLSearchParams): MemberListParams {
  const roles = (search.get('role') ?? '')
    .split(',')
    .map((value) => Number(value))
    .filter((id) => Number.isInteger(id) && id > 0);
  return {
    keyword: (search.get('q') ?? '').trim(),
    roleIds: [...new Set(roles)].sort((a, b) => a - b),
    includeDeactivated: search.get('all') === '1',
  };
}

/** Writes list state back to URL search params (defaults left out). */
export function toMemberSearchParams(params: MemberListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.keyword) search.set('q', params.keyword);
  if (params.roleIds.length) search.set('role', params.roleIds.join(','));
  if (params.includeDeactivated) search.set('all', '1');
  return search;
}

/** GraphQL variables for the member list. */
export function toMemberListVariables(params: MemberListParams): MemberListVariables {
  const filter: MemberListVariables['filter'] = {};
  if (params.keyword) filter.keyword = params.keyword;
  if (params.roleIds.length) filter.roleIds = params.roleIds;
  if (params.includeDeactivated) filter.includeDeactivated = true;
  return { first: memberPageSize, filter };
}
