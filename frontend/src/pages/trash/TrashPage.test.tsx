import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { loadQuery, RelayEnvironmentProvider } from 'react-relay';
import { createMemoryRouter, RouterProvider, useLocation, type LoaderFunctionArgs } from 'react-router';
import { Environment, Network, Observable, RecordSource, Store, type GraphQLResponse } from 'relay-runtime';
import { beforeEach, describe, expect, it } from 'vitest';
import en from '@/lang/en.json';
import ja from '@/lang/ja.json';
import { parseTrashListParams, toTrashVariables } from '@/modules/trash/trashListParams';
import { openPicker, options, pillNames, stubScrolling } from '@/test/combobox';
import { TrashPage } from './TrashPage';
import { TrashPageQuery } from './TrashPageQuery';
import type { TrashPageQuery as Query } from './__generated__/TrashPageQuery.graphql';

beforeEach(stubScrolling);

/** What the fake server keeps in the trash, newest first. */
const entries = [
  { id: 'trash-1', entityId: 'UHJvamVjdDox', typeName: 'Project', title: 'Apollo' },
  { id: 'trash-2', entityId: 'VGFzazox', typeName: 'Task', title: 'Apollo ledger' },
  { id: 'trash-3', entityId: 'UHJvamVjdDoy', typeName: 'Project', title: 'Borealis' },
];

type Entry = (typeof entries)[number];

function node(entry: Entry) {
  return { __typename: 'TrashItem', ...entry, deletedAt: '2025-05-01T09:00:00Z', deletedBy: { id: 'RW1wbG95ZWU6MQ==', name: 'Aiko Tanaka' } };
}

/** The trash's filter as the server applies it: its kinds, and the keyword as `ILIKE '%…%'`. */
function holds(variables: Record<string, unknown>, entry: Entry): boolean {
  const types = variables.types as string[] | null | undefined;
  const keyword = ((variables.keyword as string | null | undefined) ?? '').toLowerCase();
  return (!types || types.includes(entry.typeName)) && entry.title.toLowerCase().includes(keyword);
}

/**
 * A server with the trash's filter, whose live notices the test sends; it keeps what each query
 * and subscription was given.
 */
function fakeServer(admin = false) {
  const queries: Record<string, unknown>[] = [];
  const subscriptions: { variables: Record<string, unknown>; sink: { next: (response: GraphQLResponse) => void } }[] = [];
  const environment = new Environment({
    network: Network.create(
      (_request, variables) => {
        queries.push(variables);
        const found = entries.filter((entry) => holds(variables, entry));
        return Observable.from({
          data: {
            profile: { roles: [{ roleId: admin ? 1 : 2 }] },
            trash: {
              totalCount: found.length,
              totalCountCapped: false,
              edges: found.map((entry) => ({ cursor: entry.id, node: node(entry) })),
              pageInfo: { endCursor: found.at(-1)?.id ?? null, hasNextPage: false },
            },
          },
        } as GraphQLResponse);
      },
      (_request, variables) => Observable.create<GraphQLResponse>((sink) => void subscriptions.push({ variables, sink })),
    ),
    store: new Store(new RecordSource()),
  });
  /** A deletion the server tells the open subscription of, matched against the filter it was given. */
  const deleted = (entry: Entry) => {
    const subscription = subscriptions.at(-1)!;
    const matches = holds(subscription.variables, entry);
    act(() => subscription.sink.next({ data: { trashChanged: { kind: 'CREATED', id: entry.id, matches, item: node(entry) } } } as GraphQLResponse));
  };
  return { environment, queries, subscriptions, deleted };
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

/** The page as the app routes it: its loader reads the URL and starts the query (as `trashPageLoader`, on this environment). */
function renderTrash(path: string, locale: 'en' | 'ja' = 'en', admin = false) {
  const server = fakeServer(admin);
  const loader = ({ request }: LoaderFunctionArgs) => {
    const { filter, ...variables } = toTrashVariables(parseTrashListParams(new URL(request.url).searchParams));
    return { queryRef: loadQuery<Query>(server.environment, TrashPageQuery, variables), filter };
  };
  const element = (
    <>
      <Where />
      <TrashPage />
    </>
  );
  const router = createMemoryRouter(
    [
      { path: '/trash', loader, element },
      { path: '/ja/trash', loader, element },
    ],
    { initialEntries: [path] },
  );
  render(
    <MantineProvider>
      <IntlProvider locale={locale} messages={locale === 'ja' ? ja : en}>
        <RelayEnvironmentProvider environment={server.environment}>
          <RouterProvider router={router} />
        </RelayEnvironmentProvider>
      </IntlProvider>
    </MantineProvider>,
  );
  return server;
}

const titles = () => screen.queryAllByTestId('trash-row').map((row) => within(row).getAllByText(/.+/)[0].textContent);

describe('TrashPage', () => {
  it('is one kind’s trash when the URL names it: its heading and title, its rows, and notices of that kind only', async () => {
    const { queries, subscriptions, deleted } = renderTrash('/trash?type=Project');
    expect(await screen.findByRole('heading', { name: 'Deleted projects', level: 1 })).toBeTruthy();
    await waitFor(() => expect(document.title).toContain('Deleted projects'));
    await waitFor(() => expect(titles()).toEqual(['Apollo', 'Borealis']));
    expect(queries).toEqual([{ first: 20, types: ['Project'], keyword: null }]);
    expect(subscriptions.map((subscription) => subscription.variables)).toEqual([{ types: ['Project'], keyword: null }]);
    expect(pillNames()).toEqual(['Project']);

    deleted({ id: 'trash-4', entityId: 'UHJvamVjdDoz', typeName: 'Project', title: 'Cygnus' });
    await waitFor(() => expect(titles()).toEqual(['Cygnus', 'Apollo', 'Borealis']));
  });

  it('filters by kind and keyword through the URL, and the live notices are matched with both', async () => {
    const { queries, subscriptions, deleted } = renderTrash('/trash');
    expect(await screen.findByRole('heading', { name: 'Trash', level: 1 })).toBeTruthy();
    await waitFor(() => expect(titles()).toEqual(['Apollo', 'Apollo ledger', 'Borealis']));
    expect(subscriptions.at(-1)!.variables).toEqual({ types: null, keyword: null });

    openPicker('Kind');
    fireEvent.click(options().find((option) => option.textContent === 'Task')!);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/trash?type=Task'));
    await waitFor(() => expect(titles()).toEqual(['Apollo ledger']));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Deleted tasks');
    expect(subscriptions.at(-1)!.variables).toEqual({ types: ['Task'], keyword: null });

    fireEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/trash'));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search the trash' }), { target: { value: 'apollo' } });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/trash?q=apollo'));
    await waitFor(() => expect(titles()).toEqual(['Apollo', 'Apollo ledger']));
    expect(queries.at(-1)).toEqual({ first: 20, types: null, keyword: 'apollo' });
    // The subscription is given the keyword too: the server tells whether each entry holds it.
    expect(subscriptions.at(-1)!.variables).toEqual({ types: null, keyword: 'apollo' });
    deleted({ id: 'trash-5', entityId: 'VGFzazoy', typeName: 'Task', title: 'Draco' });
    deleted({ id: 'trash-6', entityId: 'VGFzazoz', typeName: 'Task', title: 'APOLLO review' });
    await waitFor(() => expect(titles()).toEqual(['APOLLO review', 'Apollo', 'Apollo ledger']));
  });

  // Issue 35 §4: the history of a period is for admins (the route's policy row); only they are offered it.
  it('offers admins alone the history of a period, with its dates', async () => {
    renderTrash('/trash');
    await waitFor(() => expect(titles()).toEqual(['Apollo', 'Apollo ledger', 'Borealis']));
    expect(screen.queryByTestId('period-history-export')).toBeNull();
  });

  it('offers an admin the history of a period, in Japanese under /ja', async () => {
    renderTrash('/ja/trash', 'ja', true);
    fireEvent.click(await screen.findByRole('button', { name: '期間の履歴' }));
    expect(await screen.findByRole('dialog', { name: '期間の履歴（JSON Lines）' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'ダウンロード' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('speaks Japanese under /ja', async () => {
    renderTrash('/ja/trash?type=Project,Organization', 'ja');
    // Two kinds: the trash's own heading.
    expect(await screen.findByRole('heading', { name: 'ごみ箱', level: 1 })).toBeTruthy();
    expect(pillNames()).toEqual(['組織', 'プロジェクト']);
    await waitFor(() => expect(titles()).toEqual(['Apollo', 'Borealis']));
    expect(screen.getByRole('searchbox', { name: 'ごみ箱を検索' })).toBeTruthy();
  });
});
