import { listUrlKeys, readKeyword, readLoadedCount } from '@/modules/ui/list/listParams';
import type { ListParamsCodec } from '@/modules/ui/list/useListParams';
import { emailDeliveryStatuses, emailEventTypes, type EmailDeliveryStatusValue, type EmailEventTypeValue } from './emailStatuses';

export const emailDeliveryPageSize = 20;
export const emailEventPageSize = 20;

/** A job page's recipients table: `?q=` (part of an address) and `?status=failed,skipped`. */
export interface EmailDeliveryParams {
  recipient: string;
  statuses: EmailDeliveryStatusValue[];
  count: number;
}

/** `EmailDeliveryFilter` as sent (only what is set). */
export interface EmailDeliveryFilterValue {
  recipient?: string;
  statuses?: EmailDeliveryStatusValue[];
}

/** A report's events: `?q=` (part of an address) and `?type=opened,clicked`. */
export interface EmailEventParams {
  recipient: string;
  types: EmailEventTypeValue[];
  count: number;
}

/** `EmailEventFilter` as sent (only what is set). */
export interface EmailEventFilterValue {
  recipient?: string;
  types?: EmailEventTypeValue[];
}

function readWords<V extends string>(search: URLSearchParams, name: string, options: readonly { value: V; key: string }[]): V[] {
  const words = new Set((search.get(name) ?? '').split(',').map((word) => word.trim().toLowerCase()));
  return options.filter((option) => words.has(option.key)).map((option) => option.value);
}

function writeWords<V extends string>(search: URLSearchParams, name: string, values: readonly V[], options: readonly { value: V; key: string }[]): void {
  const words = options.filter((option) => values.includes(option.value)).map((option) => option.key);
  if (words.length) search.set(name, words.join(','));
}

export const emailDeliveryCodec: ListParamsCodec<EmailDeliveryParams> = {
  parse: (search) => ({
    recipient: readKeyword(search),
    statuses: readWords(search, 'status', emailDeliveryStatuses),
    count: readLoadedCount(search, emailDeliveryPageSize),
  }),
  write: (params) => {
    const search = new URLSearchParams();
    if (params.recipient) search.set(listUrlKeys.keyword, params.recipient);
    writeWords(search, 'status', params.statuses, emailDeliveryStatuses);
    return search;
  },
  cleared: (params) => ({ ...params, recipient: '', statuses: [] }),
};

export const emailEventCodec: ListParamsCodec<EmailEventParams> = {
  parse: (search) => ({
    recipient: readKeyword(search),
    types: readWords(search, 'type', emailEventTypes),
    count: readLoadedCount(search, emailEventPageSize),
  }),
  write: (params) => {
    const search = new URLSearchParams();
    if (params.recipient) search.set(listUrlKeys.keyword, params.recipient);
    writeWords(search, 'type', params.types, emailEventTypes);
    return search;
  },
  cleared: (params) => ({ ...params, recipient: '', types: [] }),
};

export function toEmailDeliveryFilter(params: EmailDeliveryParams): EmailDeliveryFilterValue {
  const filter: EmailDeliveryFilterValue = {};
  if (params.recipient) filter.recipient = params.recipient;
  if (params.statuses.length) filter.statuses = params.statuses;
  return filter;
}

export function toEmailEventFilter(params: EmailEventParams): EmailEventFilterValue {
  const filter: EmailEventFilterValue = {};
  if (params.recipient) filter.recipient = params.recipient;
  if (params.types.length) filter.types = params.types;
  return filter;
}

