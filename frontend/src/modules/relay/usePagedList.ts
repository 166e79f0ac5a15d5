import { useCallback, useMemo } from 'react';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { commonMessages } from '@/modules/ui/commonMessages';
import type { ListBodyProps } from '@/modules/ui/list/ListBody';
import type { ListColumnSet } from '@/modules/ui/list/listColumns';
import type { ListCountMessages } from '@/modules/ui/list/ListFooter';
import type { ListSort, OrderDirection, SortSpec } from '@/modules/ui/list/listParams';
import { useListParams, type ListParamsCodec } from '@/modules/ui/list/useListParams';
import { useListColumns } from '@/modules/ui/list/useListColumns';
import { useSorting } from '@/modules/ui/list/useListSorting';
import { useLoadMore, type LoadNext } from '@/modules/ui/list/useLoadMore';
import { useLiveList, useRefetchShown, type LiveListOptions, type ShownPage } from './useLiveList';

/** A text a list shows: a message of the area's, or a string it formatted itself. */
export type ListText = string | MessageDescriptor;

/** A paged connection as a list fragment selects it (`__id`, `totalCount`, `totalCountCapped`, `edges { node }`). */
export interface PagedConnection<N> {
  readonly __id: string;
  readonly totalCount: number;
  readonly totalCountCapped?: boolean;
  readonly edges: readonly { readonly node: N }[];
}

/** What a list uses of `usePaginationFragment`'s result. */
export interface PaginationPage {
  loadNext: LoadNext;
  hasNext: boolean;
  isLoadingNext: boolean;
  refetch: ShownPage['refetch'];
}

/** The sort fields of a list's URL state, when it keeps `field` and `direction`. */
export type SortFieldOf<P> = P extends { field: infer F extends string; direction: OrderDirection } ? F : never;

/** What a list says with no row at all. */
export interface EmptyText {
  text: ListText;
  hint?: ListText;
}

/** The messages a paged list reads besides its columns' headers. */
export interface PagedListMessages {
  countAll: ListCountMessages['all'];
  count: ListCountMessages['some'];
  caption?: MessageDescriptor;
  empty?: MessageDescriptor;
  emptyHint?: MessageDescriptor;
}

type ColumnKey<M> = Exclude<keyof M & string, 'countAll' | 'count'>;

export interface PagedListOptions<P, M extends PagedListMessages = PagedListMessages> {
  /** The list's URL state (keyword, filters, sort): "clear filters" and the empty state read it. */
  codec: ListParamsCodec<P>;
  /**
   * The sortable headers: the list's sort fields over the URL's `sort`/`dir`, or, where the
   * fields depend on the filter (documents sort by relevance while searching), the fields and the
   * sort in effect for the URL's state; none for an unsorted list.
   */
  sort?: SortSpec<SortFieldOf<P>> | ((params: P) => { spec: SortSpec<string>; sort: ListSort<string> });
  pageSize: number;
  /** The list's `…Changed` subscription, its root field, its filter variables and edge type. */
  live: Omit<LiveListOptions, 'connectionId' | 'refetch'>;
  /**
   * The area's messages: its count messages (`{total, plural, …}` and `{shown, number} of …`), the
   * table's `caption`, the `empty` text and its `emptyHint`, and each column's header by its key.
   */
  messages: M;
  /**
   * The table's columns, in order, each headed by the message of its key; none for a list of
   * cards. A list whose reader chooses its columns (issue 35 §5) gives its `listColumns` set, the
   * one its page gives `ListPageFrame`'s `columns`: the columns the URL hides are left out.
   */
  columns?: readonly ColumnKey<M>[] | ListColumnSet<ColumnKey<M>>;
  /** The columns whose header sorts the list, with the order field each sorts by. */
  sortable?: Partial<Record<ColumnKey<M>, string>>;
  minWidth?: number;
  /** The table's accessible name, if not `messages.caption`. */
  caption?: ListText;
  /** What the list says with no row at all, if not `messages.empty` and `emptyHint`; a function when it depends on a filter being set. */
  empty?: EmptyText | ((filtered: boolean) => EmptyText);
}

export interface PagedList<P, N> {
  /** The rows loaded, in the connection's order. */
  nodes: readonly N[];
  connectionId: string;
  params: P;
  filtered: boolean;
  /** Everything `ListBody` needs but the rows: spread it (`<ListBody {...list.body}>`). */
  body: Omit<ListBodyProps, 'children'>;
}

/** What an unsorted list gives `useSorting` (hooks are called either way; its headers stay plain). */
const unsorted: SortSpec<string> = { fields: [], defaultField: '', natural: {} as Record<string, OrderDirection> };
const noSort: ListSort<string> = { field: '', direction: 'ASC' };

function formatText(intl: IntlShape, text: ListText): string;
function formatText(intl: IntlShape, text: ListText | undefined): string | undefined;
function formatText(intl: IntlShape, text: ListText | undefined): string | undefined {
  return text === undefined || typeof text === 'string' ? text : intl.formatMessage(text);
}

/**
 * The one wiring of a paged, filtered, live list (issue 32, "one live list"): from the page of
 * `usePaginationFragment` and its connection it keeps "load more" in the URL (Back keeps the
 * rows), sorts from the headers through the URL, subscribes with the list's filter and reads as
 * many rows again after a reconnect, and gives `ListBody` its count, empty state ("clear
 * filters" when filtered) and footer. An area's list declares only its fragment, subscription,
 * columns, messages and row.
 */
export function usePagedList<P, N, M extends PagedListMessages>(page: PaginationPage, connection: PagedConnection<N>, options: PagedListOptions<P, M>): PagedList<P, N> {
  const intl = useIntl();
  const { codec, sort, pageSize, live, messages, columns = [], sortable = {}, minWidth } = options;
  const { caption = messages.caption ?? '', empty = { text: messages.empty ?? '', hint: messages.emptyHint } } = options;
  const { params, update, filtered, clear } = useListParams(codec);
  const choosable = columns.length > 0 && typeof columns[0] !== 'string' ? (columns as ListColumnSet<ColumnKey<M>>) : undefined;
  const columnChoice = useListColumns(choosable);
  const shownKeys: readonly string[] = choosable ? columnChoice.shown.map((column) => column.key) : (columns as readonly string[]);
  const inUrl = params as { field?: string; direction?: OrderDirection };
  const chosen =
    typeof sort === 'function' ? sort(params) : sort && { spec: sort as SortSpec<string>, sort: { field: inUrl.field ?? '', direction: inUrl.direction ?? 'ASC' } };
  const onSortChange = useCallback((next: ListSort<string>) => update(next as unknown as Partial<P>), [update]);
  const sorting = useSorting(chosen?.spec ?? unsorted, chosen?.sort ?? noSort, onSortChange);

  const { edges, __id: connectionId, totalCount, totalCountCapped } = connection;
  const nodes = useMemo(() => edges.map((edge) => edge.node), [edges]);
  const onLoadMore = useLoadMore(page.loadNext, edges.length, pageSize);
  const refetchShown = useRefetchShown(page, pageSize, edges.length);
  useLiveList({ ...live, connectionId, refetch: refetchShown });

  const emptyText = typeof empty === 'function' ? empty(filtered) : empty;
  return {
    nodes,
    connectionId,
    params,
    filtered,
    body: {
      sorting: chosen && sorting,
      label: formatText(intl, caption),
      columns: shownKeys.map((key) => ({ key, label: intl.formatMessage((messages as Record<string, unknown>)[key] as MessageDescriptor), sort: (sortable as Record<string, string | undefined>)[key] })),
      hiddenColumns: columnChoice.hidden,
      minWidth,
      empty: { filtered, onClear: clear, text: formatText(intl, emptyText.text), hint: formatText(intl, emptyText.hint) },
      shown: edges.length,
      totalCount,
      totalCountCapped,
      countMessages: { all: messages.countAll, some: messages.count },
      hasNext: page.hasNext,
      isLoadingNext: page.isLoadingNext,
      onLoadMore,
      loadMoreLabel: intl.formatMessage(commonMessages.loadMore),
    },
  };
}
