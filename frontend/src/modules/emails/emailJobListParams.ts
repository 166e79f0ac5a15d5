import type { SortSpec } from '@/modules/ui/list/listParams';
import { textFilter, urlListState, type UrlFilter, type UrlListFilter, type UrlListParams, type UrlListVariables } from '@/modules/ui/list/urlListState';
import type { EmailJobKind } from './emailPaths';
import { emailJobStatuses, type EmailJobStatusValue } from './emailStatuses';

export type EmailJobOrderField = 'UPDATED_AT' | 'CREATED_AT' | 'SCHEDULED_SEND_TIME';

export const emailJobPageSize = 20;

/** Times newest first (recently updated by default; the latest send times first). */
export const emailJobSort: SortSpec<EmailJobOrderField> = {
  fields: ['UPDATED_AT', 'CREATED_AT', 'SCHEDULED_SEND_TIME'],
  defaultField: 'UPDATED_AT',
  natural: { UPDATED_AT: 'DESC', CREATED_AT: 'DESC', SCHEDULED_SEND_TIME: 'DESC' },
};

/** `?status=draft,scheduled` (the statuses' own words, in the order a job goes through them). */
const statusFilter: UrlFilter<EmailJobStatusValue[]> = {
  key: 'status',
  read: (search, key) => {
    const words = new Set((search.get(key) ?? '').split(',').map((word) => word.trim().toLowerCase()));
    return emailJobStatuses.filter((status) => words.has(status.key)).map((status) => status.value);
  },
  write: (statuses) =>
    emailJobStatuses
      .filter((status) => statuses.includes(status.value))
      .map((status) => status.key)
      .join(','),
  empty: [],
  send: (statuses) => statuses,
};

const emailJobFilters = {
  statuses: statusFilter,
  /** One of the jobs' own tag names (exact). */
  tagName: textFilter('tag'),
};

export type EmailJobListParams = UrlListParams<EmailJobOrderField, typeof emailJobFilters>;
/** `EmailJobFilter` as sent (the kind always, the rest only when set). */
export type EmailJobListFilter = UrlListFilter<typeof emailJobFilters> & { kind: EmailJobKind };
export interface EmailJobListVariables extends UrlListVariables<EmailJobOrderField, typeof emailJobFilters> {
  filter: EmailJobListFilter;
}

/** /email-jobs and /batch-email-jobs: keyword, status, tag and sort in the URL. */
const emailJobList = urlListState({ sort: emailJobSort, pageSize: emailJobPageSize, filters: emailJobFilters });
export const emailJobListCodec = emailJobList.codec;
export const parseEmailJobListParams = emailJobList.codec.parse;
export const toEmailJobSearchParams = emailJobList.codec.write;
export const activeEmailJobFilters = emailJobList.activeFilters;

export function toEmailJobListVariables(params: EmailJobListParams, kind: EmailJobKind): EmailJobListVariables {
  const variables = emailJobList.variables(params);
  return { ...variables, filter: { kind, ...variables.filter } };
}
