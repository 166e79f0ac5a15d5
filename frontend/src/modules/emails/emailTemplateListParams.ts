import type { SortSpec } from '@/modules/ui/list/listParams';
import { urlListState, type UrlFilter, type UrlListFilter, type UrlListParams, type UrlListVariables } from '@/modules/ui/list/urlListState';
import type { ListParamsCodec } from '@/modules/ui/list/useListParams';
import { emailTemplateStatuses, type EmailTemplateStatusValue } from './emailStatuses';

export type EmailTemplateOrderField = 'UPDATED_AT' | 'CREATED_AT' | 'NAME';

export const emailTemplatePageSize = 20;

/** Recently updated first; names A→Z. */
export const emailTemplateSort: SortSpec<EmailTemplateOrderField> = {
  fields: ['UPDATED_AT', 'CREATED_AT', 'NAME'],
  defaultField: 'UPDATED_AT',
  natural: { UPDATED_AT: 'DESC', CREATED_AT: 'DESC', NAME: 'ASC' },
};

/** `?status=draft|active` (the statuses' own words); null for every status. */
const statusFilter: UrlFilter<EmailTemplateStatusValue | null, EmailTemplateStatusValue> = {
  key: 'status',
  read: (search, key) => {
    const word = (search.get(key) ?? '').trim().toLowerCase();
    return emailTemplateStatuses.find((status) => status.key === word)?.value ?? null;
  },
  write: (status) => status?.toLowerCase() ?? '',
  empty: null,
  // Sent only while set (it wrote a word), so never null here.
  send: (status) => status as EmailTemplateStatusValue,
};

const emailTemplateFilters = {
  /** Null: every status. On /draft-email-templates always DRAFT. */
  status: statusFilter,
};

export type EmailTemplateListParams = UrlListParams<EmailTemplateOrderField, typeof emailTemplateFilters>;
/** `EmailTemplateFilter` as sent (only what is set). */
export type EmailTemplateListFilter = UrlListFilter<typeof emailTemplateFilters>;
export type EmailTemplateListVariables = UrlListVariables<EmailTemplateOrderField, typeof emailTemplateFilters>;

/** /email-templates: keyword, status (`?status=draft|active`) and sort in the URL. */
const emailTemplateList = urlListState({ sort: emailTemplateSort, pageSize: emailTemplatePageSize, filters: emailTemplateFilters });
export const { codec: emailTemplateListCodec, variables: toEmailTemplateListVariables } = emailTemplateList;

/** /draft-email-templates: the same list, always filtered to drafts (the status is the route's, not the URL's). */
export const draftEmailTemplateListCodec: ListParamsCodec<EmailTemplateListParams> = {
  parse: (search) => ({ ...emailTemplateList.parse(search), status: 'DRAFT' }),
  write: (params) => emailTemplateList.write({ ...params, status: null }),
  cleared: (params) => ({ ...params, keyword: '' }),
};
