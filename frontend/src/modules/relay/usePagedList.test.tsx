import { act, fireEvent, screen } from '@testing-library/react';
import { defineMessage, defineMessages } from 'react-intl';
import { useLocation } from 'react-router';
import type { GraphQLSubscriptionConfig, GraphQLTaggedNode } from 'relay-runtime';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ListBody } from '@/modules/ui/list/ListBody';
import { listUrlKeys, readKeyword, readSort, writeSort, type OrderDirection, type SortSpec } from '@/modules/ui/list/listParams';
import { ListCell, ListRow } from '@/modules/ui/list/ListTable';
import type { ListParamsCodec } from '@/modules/ui/list/useListParams';
import { renderWithProviders } from '@/test/renderWithProviders';
import { resync } from './resync';
import { usePagedList, type PaginationPage } from './usePagedList';

const subscribed: GraphQLSubscriptionConfig<{ variables: Record<string, unknown>; response: Record<string, unknown> }>[] = [];

vi.mock('react-relay', () => ({
  useSubscription: (config: (typeof subscribed)[number]) => {
    if (subscribed.at(-1) !== config) subscribed.push(config);
  },
}));

const messages = defineMessages({
  caption: { id: 'test.caption', defaultMessage: 'Things' },
  name: { id: 'test.name', defaultMessage: 'Name' },
  updatedAt: { id: 'test.updatedAt', defaultMessage: 'Updated' },
  empty: { id: 'test.empty', defaultMessage: 'No things yet' },
  emptyHint: { id: 'test.emptyHint', defaultMessage: 'Make one' },
  countAll: defineMessage<{ total: number }>({ id: 'test.countAll', defaultMessage: '{total, plural, one {# thing} other {# things}}' }),
  count: defineMessage<{ shown: number; total: number }>({ id: 'test.count', defaultMessage: '{shown, number} of {total, plural, one {# thing} other {# things}}' }),
});

type Field = 'NAME' | 'UPDATED_AT';
const spec: SortSpec<Field> = { fields: ['NAME', 'UPDATED_AT'], defaultField: 'UPDATED_AT', natural: { NAME: 'ASC', UPDATED_AT: 'DESC' } };

interface Params {
  keyword: string;
  field: Field;
  direction: OrderDirection;
}

const codec: ListParamsCodec<Params> = {
  parse: (search) => ({ keyword: readKeyword(search), ...readSort(search, spec) }),
  write: (params) => {
    const search = new URLSearchParams();
    if (params.keyword) search.set(listUrlKeys.keyword, params.keyword);
    writeSort(search, spec, params);
    return search;
  },
  cleared: (params) => ({ ...params, keyword: '' }),
};

const subscription = {} as GraphQLTaggedNode;

function fakePage(overrides: Partial<PaginationPage> = {}): PaginationPage {
  return { loadNext: vi.fn(), hasNext: false, isLoadingNext: false, refetch: vi.fn(), ...overrides };
}

function connection(shown: number, totalCount = shown) {
  return { __id: 'client:root:things', totalCount, edges: Array.from({ length: shown }, (_, index) => ({ node: { id: `thing-${index}`, name: `Thing ${index}` } })) };
}

function Where() {
  const location = useLocation();
  return <output data-testid="search">{location.search}</output>;
}

function Things({ page, shown, totalCount, sorted = true, hintWhenFiltered = false }: { page: PaginationPage; shown: number; totalCount?: number; sorted?: boolean; hintWhenFiltered?: boolean }) {
  const list = usePagedList(page, connection(shown, totalCount), {
    codec,
    sort: sorted ? spec : undefined,
    pageSize: 2,
    live: { subscription, field: 'thingsChanged', variables: { filter: { keyword: 'vpn' } }, edgeType: 'ThingEdge' },
    columns: ['name', 'updatedAt'],
    sortable: { name: 'NAME', updatedAt: 'UPDATED_AT' },
    messages,
    empty: hintWhenFiltered ? (filtered) => ({ text: messages.empty, hint: filtered ? messages.emptyHint : undefined }) : undefined,
  });
  return (
    <>
      <Where />
      <ListBody {...list.body}>
        {list.nodes.map((node) => (
          <ListRow key={node.id}>
            <ListCell column="name">{node.name}</ListCell>
            <ListCell column="updatedAt">{list.connectionId}</ListCell>
          </ListRow>
        ))}
      </ListBody>
    </>
  );
}

describe('usePagedList', () => {
  beforeEach(() => {
    subscribed.length = 0;
  });

  it('draws the rows with their count and loads a page more on "Load more"', async () => {
    const page = fakePage({ hasNext: true });
    renderWithProviders(<Things page={page} shown={2} totalCount={5} />);
    expect((await screen.findByTestId('list-count')).textContent).toBe('2 of 5 things');
    expect(screen.getByRole('table', { name: 'Things' })).toBeTruthy();
    expect(screen.getByText('Thing 1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(page.loadNext).toHaveBeenCalledWith(2, expect.objectContaining({ onComplete: expect.any(Function) }));
  });

  it('sorts from the headers through the URL, in each field natural direction', async () => {
    renderWithProviders(<Things page={fakePage()} shown={2} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Name' }));
    expect(screen.getByTestId('search').textContent).toBe('?sort=NAME');
    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(screen.getByTestId('search').textContent).toBe('?sort=NAME&dir=DESC');
    expect(screen.getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBe('descending');
  });

  it('leaves the headers plain on a list without sort', async () => {
    renderWithProviders(<Things page={fakePage()} shown={2} sorted={false} />);
    expect(await screen.findByRole('columnheader', { name: 'Name' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Name' })).toBeNull();
  });

  it('says the area empty text with its hint when nothing is filtered', async () => {
    renderWithProviders(<Things page={fakePage()} shown={0} />);
    expect(await screen.findByText('No things yet')).toBeTruthy();
    expect(screen.getByText('Make one')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('offers "Clear filters" on an empty filtered list, keeping the sort', async () => {
    renderWithProviders(<Things page={fakePage()} shown={0} />, { path: '/?q=vpn&sort=NAME' });
    expect(await screen.findByText('No results')).toBeTruthy();
    expect(screen.getByText('Make one')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByTestId('search').textContent).toBe('?sort=NAME');
  });

  it('gives the empty text the list chose for its filter state', async () => {
    renderWithProviders(<Things page={fakePage()} shown={0} hintWhenFiltered />);
    expect(await screen.findByText('No things yet')).toBeTruthy();
    expect(screen.queryByText('Make one')).toBeNull();
  });

  it('subscribes with the list filter and reads the rows shown again after a reconnect', async () => {
    const page = fakePage();
    renderWithProviders(<Things page={page} shown={3} />);
    await screen.findByTestId('list-count');
    expect(subscribed.map((config) => config.variables)).toEqual([{ filter: { keyword: 'vpn' } }]);
    act(() => resync.emit());
    expect(page.refetch).toHaveBeenCalledWith({ first: 3 }, expect.objectContaining({ fetchPolicy: 'network-only' }));
  });
});
