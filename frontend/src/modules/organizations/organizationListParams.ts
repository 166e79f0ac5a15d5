import { readKeyword, type SortSpec } from '@/modules/ui/list/listParams';
import { intListFilter, urlListState, type UrlListFilter, type UrlListParams, type UrlListVariables } from '@/modules/ui/list/urlListState';
import type { ListParamsCodec } from '@/modules/ui/list/useListParams';

/** The three views of /organizations (issue 13), kept in the URL (`view`) so Back returns to it. */
export type OrganizationsView = 'board' | 'list' | 'report';

export type OrganizationOrderField = 'NAME' | 'DEAL_VALUE' | 'TIME_IN_STAGE' | 'UPDATED_AT';

/** The spec's nine stage ids (§4): lead 1 … inactive 9. */
export const dealStatusIds = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

export const pageSize = 20;
/** Cards per board column, first load and each "Load more" (issue 13). */
export const cardsPerColumn = 20;

/** Natural directions: names A→Z, largest deals first, most recently moved first, newest changes first. */
export const organizationSort: SortSpec<OrganizationOrderField> = {
  fields: ['NAME', 'DEAL_VALUE', 'TIME_IN_STAGE', 'UPDATED_AT'],
  defaultField: 'NAME',
  natural: { NAME: 'ASC', DEAL_VALUE: 'DESC', TIME_IN_STAGE: 'ASC', UPDATED_AT: 'DESC' },
};

export function readView(search: URLSearchParams): OrganizationsView {
  const view = search.get('view');
  return view === 'list' || view === 'report' ? view : 'board';
}

const organizationFilters = {
  dealStatusIds: intListFilter('status', dealStatusIds),
};

export type OrganizationListParams = UrlListParams<OrganizationOrderField, typeof organizationFilters>;
export type OrganizationFilter = UrlListFilter<typeof organizationFilters>;
export type OrganizationListVariables = UrlListVariables<OrganizationOrderField, typeof organizationFilters>;

/** The list view's state in the URL (`q`, `status`, `sort`, `dir`, `n`); `view` is kept apart. */
const organizationList = urlListState({ sort: organizationSort, pageSize, filters: organizationFilters });
export const parseOrganizationListParams = organizationList.codec.parse;
export const toOrganizationListVariables = organizationList.variables;

/** Writes the list state back (defaults left out); the list view's `view=list` is kept. */
export function toSearchParams(params: OrganizationListParams): URLSearchParams {
  return new URLSearchParams([['view', 'list'], ...organizationList.codec.write(params)]);
}

export const organizationListCodec: ListParamsCodec<OrganizationListParams> = { ...organizationList.codec, write: toSearchParams };

/** The board's filter: the keyword box only (it applies to the cards and the column totals). */
export function boardFilter(search: URLSearchParams): OrganizationFilter {
  const keyword = readKeyword(search);
  return keyword ? { keyword } : {};
}

export type ReportPeriod = '30' | '90' | '365' | 'custom';

export interface ReportParams {
  period: ReportPeriod;
  /** Custom period, calendar days (YYYY-MM-DD), `to` inclusive. */
  from: string | null;
  to: string | null;
}

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

export function readReportParams(search: URLSearchParams): ReportParams {
  const period = search.get('period');
  const from = search.get('from');
  const to = search.get('to');
  const custom = period === 'custom' && !!from && dayPattern.test(from) && !!to && dayPattern.test(to);
  if (custom) return { period: 'custom', from, to };
  return { period: period === '30' || period === '365' ? period : '90', from: null, to: null };
}

export function reportSearchParams(params: ReportParams): URLSearchParams {
  const search = new URLSearchParams({ view: 'report' });
  if (params.period !== '90') search.set('period', params.period);
  if (params.period === 'custom' && params.from && params.to) {
    search.set('from', params.from);
    search.set('to', params.to);
  }
  return search;
}

/**
 * The report's `[from, to)` as DateTimes: a preset is the last N days up to now; a custom
 * period runs from the start of `from` to the end of `to` (local days, so `to` is included).
 */
export function reportVariables(params: ReportParams, now: Date = new Date()): { from: string; to: string } {
  if (params.period === 'custom' && params.from && params.to) {
    const from = new Date(`${params.from}T00:00:00`);
    const to = new Date(`${params.to}T00:00:00`);
    to.setDate(to.getDate() + 1);
    return { from: from.toISOString(), to: to.toISOString() };
  }
  const days = Number(params.period);
  // Rounded up to the next minute so the same URL asks the same question within a minute (store reuse).
  const end = new Date(Math.ceil(now.getTime() / 60_000) * 60_000);
  const start = new Date(end.getTime() - days * 24 * 3600 * 1000);
  return { from: start.toISOString(), to: end.toISOString() };
}
