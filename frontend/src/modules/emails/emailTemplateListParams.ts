import { listUrlKeys, readKeyword, readLoadedCount, readSort, writeSort, type ListSort, type OrderDirection, type SortSpec } from '@/modules/ui/list/listParams';
import type { ListParamsCodec } from '@/modules/ui/list/useListParams';
import { emailTemplateStatuses, type EmailTemplateStatusValue } from './emailStatuses';

export type EmailTemplateOrderField = 'UPDATED_AT' | 'CREATED_AT' | 'NAME';

export interface EmailTemplateListParams {
  keyword: string;
  /** Null: every status. On /draft-email-templates always DRAFT. */
  status: EmailTemplateStatusValue | null;
  field: EmailTemplateOrderField;
  direction: OrderDirection;
  /** Rows to load (kept in the URL by "Load more"). */
  count: number;
}

/** `EmailTemplateFilter` as sent (only what is set). */
export interface EmailTemplateListFilter {
  keyword?: string;
  status?: EmailTemplateStatusValue;
}

export interface EmailTemplateListVariables {
  first: number;
  filter: EmailTemplateListFilter;
  orderBy: ListSort<EmailTemplateOrderField>;
}

export const emailTemplatePageSize = 20;

/** Recently updated first; names A→Z. */
export const emailTemplateSort: SortSpec<EmailTemplateOrderField> = {
  fields: ['UPDATED_AT', 'CREATED_AT', 'NAME'],
  defaultField: 'UPDATED_AT',
  natural: { UPDATED_AT: 'DESC', CREATED_AT: 'DESC', NAME: 'ASC' },
};

const statusKey = 'status';

function readStatus(search: URLSearchParams): EmailTemplateStatusValue | null {
  const word = (search.get(statusKey) ?? '').trim().toLowerCase();
  return emailTemplateStatuses.find((status) => status.key === word)?.value ?? null;
}

function parse(search: URLSearchParams, drafts: boolean): EmailTemplateListParams {
  const sort = readSort(search, emailTemplateSort);
  return {
    keyword: readKeyword(search),
    status: drafts ? 'DRAFT' : readStatus(search),
    field: sort.field,
    direction: sort.direction,
    count: readLoadedCount(search, emailTemplatePageSize),
  };
}

function write(params: EmailTemplateListParams, drafts: boolean): URLSearchParams {
  const search = new URLSearchParams();
  if (params.keyword) search.set(listUrlKeys.keyword, params.keyword);
  if (!drafts && params.status) search.set(statusKey, params.status.toLowerCase());
  writeSort(search, emailTemplateSort, { field: params.field, direction: params.direction });
  return search;
}

/** /email-templates: keyword, status (`?status=draft|active`) and sort in the URL. */
export const emailTemplateListCodec: ListParamsCodec<EmailTemplateListParams> = {
  parse: (search) => parse(search, false),
  write: (params) => write(params, false),
  cleared: (params) => ({ ...params, keyword: '', status: null }),
};

/** /draft-email-templates: the same list, always filtered to drafts (the status is the route's, not the URL's). */
export const draftEmailTemplateListCodec: ListParamsCodec<EmailTemplateListParams> = {
  parse: (search) => parse(search, true),
  write: (params) => write(params, true),
  cleared: (params) => ({ ...params, keyword: '' }),
};

export function toEmailTemplateListVariables(params: EmailTemplateListParams): EmailTemplateListVariables {
  const filter: EmailTemplateListFilter = {};
  if (params.keyword) filter.keyword = params.keyword;
  if (params.status) filter.status = params.status;
  return { first: params.count, filter, orderBy: { field: params.field, direction: params.direction } };
}
