import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { commitLocalUpdate, Observable, type GraphQLTaggedNode, type RecordProxy } from 'relay-runtime';
import { describe, expect, it, vi } from 'vitest';
import type { ListNoticesOptions } from '@/modules/relay/useListNotices';
import { renderWithProviders } from '@/test/renderWithProviders';
import { boardEnvironment, messages, ThingCard, type Thing } from './boardFixtures.testing';
import type { BoardColumnRef } from './boardStore';
import { boardColumn, LiveBoard, type BoardCardsQuery } from './LiveBoard';

const notices = vi.hoisted(() => ({ options: null as ListNoticesOptions | null }));
vi.mock('@/modules/relay/useListNotices', () => ({
  useListNotices: (options: ListNoticesOptions) => {
    notices.options = options;
  },
}));

const fetched = vi.hoisted(() => ({ calls: [] as unknown[][] }));
vi.mock('react-relay', async (original) => ({
  ...(await original<typeof import('react-relay')>()),
  fetchQuery: (...args: unknown[]) => {
    fetched.calls.push(args);
    return Observable.from({ things: { edges: [{ node: { id: 't1' } }, { node: { id: 't3' } }], pageInfo: { hasNextPage: false, endCursor: 'cursor:2' } } });
  },
}));

interface ThingFilter {
  keyword: string;
}

interface ThingCardsQuery {
  variables: { filter: ThingFilter & { status: string }; after: string | null };
  response: { things: unknown };
}

/** A column as the board query selects it. */
function queried(key: string, cards: Thing[], count: number, endCursor: string | null) {
  return { __id: `col:${key}`, count, cards: { edges: cards.map((node) => ({ node })), pageInfo: { hasNextPage: endCursor !== null, endCursor } } };
}

function renderLiveBoard() {
  const { environment, edgesOf } = boardEnvironment({ open: ['t1'], done: [] }, ['t3']);
  const filter: ThingFilter = { keyword: 'printer' };
  const refetch = vi.fn();
  const move = vi.fn();
  const applyMore = vi.fn();
  const cardKey = (change: RecordProxy) => change.getLinkedRecord('thing')?.getValue('status') as string | undefined;
  const cards: BoardCardsQuery<string, ThingCardsQuery> = {
    query: {} as GraphQLTaggedNode,
    field: 'things',
    variables: (status, after) => ({ filter: { ...filter, status }, after }),
  };
  renderWithProviders(
    <RelayEnvironmentProvider environment={environment}>
      <LiveBoard
        testId="thing"
        columns={[
          boardColumn(queried('open', [{ id: 't1', title: 'Fix the printer' }], 3, 'cursor:1'), { key: 'open', label: 'Open', color: 'blue' }),
          boardColumn(queried('done', [], 0, null), { key: 'done', label: 'Done', color: 'green' }),
        ]}
        messages={messages}
        renderCard={(thing) => <ThingCard thing={thing} />}
        filter={filter}
        refetch={refetch}
        subscription={{} as GraphQLTaggedNode}
        field="thingsChanged"
        cardKey={cardKey}
        applyMore={applyMore}
        move={move}
        cards={cards}
      />
    </RelayEnvironmentProvider>,
  );
  /** Hands the board a `thingsChanged` notice, as the subscription's updater would. */
  let sent = 0;
  const notify = (id: string, matches: boolean, status: string) =>
    act(() =>
      commitLocalUpdate(environment, (store) => {
        sent += 1;
        const change = store.create(`notice:${sent}`, 'ThingsChanged');
        change.setValue(id, 'id');
        change.setValue(matches, 'matches');
        const thing = store.create(`notice:${sent}:thing`, 'Thing');
        thing.setValue(status, 'status');
        change.setLinkedRecord(thing, 'thing');
        notices.options?.apply(store, change);
      }),
    );
  return { refetch, move, applyMore, edgesOf, notify, filter };
}

const refs: BoardColumnRef<string>[] = [
  { key: 'open', columnId: 'col:open' },
  { key: 'done', columnId: 'col:done' },
];

describe('boardColumn', () => {
  it('takes a board query’s column: its record, the server’s count, its cards and where its next page starts', () => {
    const column = boardColumn(queried('open', [{ id: 't1', title: 'Fix the printer' }], 3, 'cursor:1'), { key: 'open', label: 'Open', color: 'blue' });
    expect(column).toEqual({ key: 'open', label: 'Open', color: 'blue', id: 'col:open', count: 3, cards: [{ id: 't1', title: 'Fix the printer' }], hasNextPage: true, endCursor: 'cursor:1' });
  });
});

describe('LiveBoard', () => {
  it('follows notices under the board’s filter: a card on the board goes to the top of its column, any other leaves', async () => {
    const { edgesOf, notify, applyMore, filter } = renderLiveBoard();
    await screen.findAllByTestId('thing-column');
    expect(notices.options).toMatchObject({ field: 'thingsChanged', variables: { filter } });
    notify('t3', true, 'open');
    expect(edgesOf('col:open')).toEqual(['t3', 't1']);
    expect(applyMore).toHaveBeenLastCalledWith(expect.anything(), refs, expect.anything());
    notify('t1', true, 'done');
    expect(edgesOf('col:open')).toEqual(['t3']);
    expect(edgesOf('col:done')).toEqual(['t1']);
    notify('t3', false, 'open');
    expect(edgesOf('col:open')).toEqual([]);
  });

  it('reads the board again with its filter after a reconnect', async () => {
    const { refetch, filter } = renderLiveBoard();
    await screen.findAllByTestId('thing-column');
    act(() => notices.options?.refetch());
    await waitFor(() => expect(refetch).toHaveBeenCalledWith({ filter }, { fetchPolicy: 'network-only' }));
  });

  it('moves a card through the area’s move with the columns, so it changes column at once', async () => {
    const { move } = renderLiveBoard();
    fireEvent.click(await screen.findByRole('button', { name: 'Move Fix the printer elsewhere' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Done' }));
    expect(move).toHaveBeenCalledWith('t1', 'done', refs);
  });

  it('loads a column’s next cards with the area’s query, narrowed to the column, and appends them', async () => {
    fetched.calls = [];
    const { edgesOf, filter } = renderLiveBoard();
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(edgesOf('col:open')).toEqual(['t1', 't3']));
    expect(fetched.calls).toHaveLength(1);
    expect(fetched.calls[0][2]).toEqual({ filter: { ...filter, status: 'open' }, after: 'cursor:1' });
    expect(fetched.calls[0][3]).toEqual({ fetchPolicy: 'network-only' });
  });
});
