import { listUrlKeys, readKeyword, readLoadedCount, readSort, writeSort, type ListSort, type OrderDirection, type SortSpec } from '@/modules/ui/list/listParams';
import type { ListParamsCodec } from '@/modules/ui/list/useListParams';
import type { EmailJobKind } from './emailPaths';
import { emailJobStatuses, type EmailJobStatusValue } from './emailStatuses';

export type EmailJobOrderField = 'UPDATED_AT' | 'CREATED_AT' | 'SCHEDULED_SEND_TIME';

export interface EmailJobListParams {
  keyword: string;
  statuses: EmailJobStatusValue[];
  /** One of the jobs' own tag names (exact). */
  tagName: string;
  field: EmailJobOrderField;
  direction: OrderDirection;
  /** Rows to load (kept in the URL by "Load more"). */
  count: number;
}

/** `EmailJobFilter` as sent (the kind always, the rest only when set). */
export interface EmailJobListFilter {
  kind: EmailJobKind;
  statuses?: EmailJobStatusValue[];
  keyword?: string;
  tagName?: string;
}

export interface EmailJobListVariables {
  first: number;
  filter: EmailJobListFilter;
  orderBy: ListSort<EmailJobOrderField>;
}

export const emailJobPageSize = 20;

/** Times newest first (recently updated by default; the latest send times first). */
export const emailJobSort: SortSpec<EmailJobOrderField> = {
  fields: ['UPDATED_AT', 'CREATED_AT', 'SCHEDULED_SEND_TIME'],
  defaultField: 'UPDATED_AT',
  natural: { UPDATED_AT: 'DESC', CREATED_AT: 'DESC', SCHEDULED_SEND_TIME: 'DESC' },
};

const urlKeys = { status: 'status', tag: 'tag' } as const;

/** `?status=draft,scheduled` (the statuses' own words, in the order a job goes through them). */
function readStatuses(search: URLSearchParams): EmailJobStatusValue[] {
  const words = new Set((search.get(urlKeys.status) ?? '').split(',').map((word) => word.trim().toLowerCase()));
  return emailJobStatuses.filter((status) => words.has(status.key)).map((status) => status.value);
}

/** Reads list state from the URL (`q`, `status`, `tag`, `sort`, `dir`, `n`). */
export function parseEmailJobListParams(search: URLSearchParams): EmailJobListParams {
  const sort = readSort(search, emailJobSort);
  return {
    keyword: readKeyword(search),
    statuses: readStatuses(search),
    tagName: (search.get(urlKeys.tag) ?? '').trim(),
    field: sort.field,
    direction: sort.direction,
    count: readLoadedCount(search, emailJobPageSize),
  };
}

export function toEmailJobSearchParams(params: EmailJobListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.keyword) search.set(listUrlKeys.keyword, params.keyword);
  const statuses = emailJobStatuses.filter((status) => params.statuses.includes(status.value)).map((status) => status.key);
  if (statuses.length) search.set(urlKeys.status, statuses.join(','));
  if (params.tagName) search.set(urlKeys.tag, params.tagName);
  writeSort(search, emailJobSort, { field: params.field, direction: params.direction });
  return search;
}

export const emailJobListCodec: ListParamsCodec<EmailJobListParams> = {
  parse: parseEmailJobListParams,
  write: toEmailJobSearchParams,
  cleared: (params) => ({ ...params, keyword: '', statuses: [], tagName: '' }),
};

/** How many filters (the keyword aside) are set. */
export function activeEmailJobFilters(params: EmailJobListParams): number {
  return [params.statuses.length > 0, params.tagName !== ''].filter(Boolean).length;
}

export function toEmailJobListVariables(params: EmailJobListParams, kind: EmailJobKind): EmailJobListVariables {
  const filter: EmailJobListFilter = { kind };
  if (params.statuses.length) filter.statuses = params.statuses;
  if (params.keyword) filter.keyword = params.keyword;
  if (params.tagName) filter.tagName = params.tagName;
  return { first: params.count, filter, orderBy: { field: params.field, direction: params.direction } };
}
