import { fireEvent, screen, waitFor } from '@testing-library/react';
import { defineMessage, defineMessages } from 'react-intl';
import { RelayEnvironmentProvider } from 'react-relay';
import { commitLocalUpdate, Environment, Network, RecordSource, Store } from 'relay-runtime';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/renderWithProviders';
import { Board } from './Board';
import { BoardCard } from './BoardCard';
import type { BoardColumnData } from './BoardColumn';
import type { BoardPage } from './useColumnLoadMore';

const messages = defineMessages({
  label: { id: 'test.board.label', defaultMessage: 'Thing board' },
  instructions: { id: 'test.board.instructions', defaultMessage: 'Press Space on a grip.' },
  count: defineMessage<{ count: number }>({ id: 'test.board.count', defaultMessage: '{count, plural, one {# thing} other {# things}}' }),
  empty: { id: 'test.board.empty', defaultMessage: 'No things' },
  moveCard: defineMessage<{ title: string }>({ id: 'test.board.moveCard', defaultMessage: 'Move {title} elsewhere' }),
});

interface Thing {
  id: string;
  title: string;
}

function column(key: string, label: string, cards: Thing[], count: number, hasNextPage = false): BoardColumnData<string, Thing> {
  return { key, id: `col:${key}`, label, color: key === 'open' ? 'blue' : 'green', count, cards, hasNextPage, endCursor: hasNextPage ? 'cursor:1' : null };
}

function renderBoard({ loadPage = vi.fn(), onLoadError = vi.fn() }: { loadPage?: (key: string, after: string | null) => Promise<BoardPage | null>; onLoadError?: (error: unknown) => void } = {}) {
  const environment = new Environment({ network: Network.create(() => Promise.reject(new Error('offline'))), store: new Store(new RecordSource()) });
  commitLocalUpdate(environment, (store) => {
    const record = store.create('col:open', 'ThingColumn');
    const cards = store.create('col:open:cards', 'ThingConnection');
    const node = store.create('t1', 'Thing');
    const edge = store.create('col:open:edge:t1', 'ThingEdge');
    edge.setLinkedRecord(node, 'node');
    cards.setLinkedRecords([edge], 'edges');
    cards.setLinkedRecord(store.create('col:open:pageInfo', 'PageInfo'), 'pageInfo');
    record.setLinkedRecord(cards, 'cards');
    store.create('t2', 'Thing');
  });
  const onMove = vi.fn();
  renderWithProviders(
    <RelayEnvironmentProvider environment={environment}>
      <Board
        testId="thing"
        columns={[column('open', 'Open', [{ id: 't1', title: 'Fix the printer' }], 3, true), column('done', 'Done', [], 0)]}
        messages={messages}
        renderCard={(thing) => (
          <BoardCard id={thing.id} title={thing.title} href={`/things/${thing.id}`} data-name={thing.title}>
            {`Body of ${thing.title}`}
          </BoardCard>
        )}
        onMove={onMove}
        loadPage={loadPage}
        onLoadError={onLoadError}
      />
    </RelayEnvironmentProvider>,
  );
  const edgesOf = (columnId: string) => {
    let ids: string[] = [];
    commitLocalUpdate(environment, (store) => {
      ids = (store.get(columnId)?.getLinkedRecord('cards')?.getLinkedRecords('edges') ?? []).map((edge) => edge?.getLinkedRecord('node')?.getDataID() ?? '');
    });
    return ids;
  };
  return { onMove, edgesOf };
}

describe('Board', () => {
  it('shows each column with its label, the server’s count, its cards or that it is empty', async () => {
    renderBoard();
    const columns = await screen.findAllByTestId('thing-column');
    expect(columns.map((element) => element.getAttribute('aria-label'))).toEqual(['Open', 'Done']);
    expect(columns.map((element) => element.getAttribute('data-status-id'))).toEqual(['open', 'done']);
    expect(screen.getAllByTestId('thing-column-count').map((element) => element.textContent)).toEqual(['3 things', '0 things']);
    expect(screen.getAllByTestId('thing-column-label').map((element) => element.textContent)).toEqual(['Open', 'Done']);
    const card = screen.getByTestId('thing-card');
    expect(card.getAttribute('data-title')).toBe('Fix the printer');
    expect(card.getAttribute('data-name')).toBe('Fix the printer');
    expect(screen.getByRole('link', { name: 'Fix the printer' }).getAttribute('href')).toBe('/things/t1');
    expect(screen.getByText('Body of Fix the printer')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Drag Fix the printer' })).toBeTruthy();
    expect(screen.getByText('No things')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Load more' })).toHaveLength(1);
  });

  it('moves a card with "Move to…" to any other column', async () => {
    const { onMove } = renderBoard();
    fireEvent.click(await screen.findByRole('button', { name: 'Move Fix the printer elsewhere' }));
    const item = await screen.findByRole('menuitem', { name: 'Done' });
    expect(screen.queryByRole('menuitem', { name: 'Open' })).toBeNull();
    fireEvent.click(item);
    expect(onMove).toHaveBeenCalledWith('t1', 'done');
  });

  it('loads a column’s next cards after its last cursor and appends them in the store', async () => {
    const loadPage = vi.fn(async () => ({ edges: [{ node: { id: 't1' } }, { node: { id: 't2' } }], pageInfo: { hasNextPage: false, endCursor: 'cursor:2' } }));
    const { edgesOf } = renderBoard({ loadPage });
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(loadPage).toHaveBeenCalledWith('open', 'cursor:1');
    await waitFor(() => expect(edgesOf('col:open')).toEqual(['t1', 't2']));
  });

  it('hands a failed "Load more" to the area and leaves the column as it was', async () => {
    const failure = new Error('offline');
    const onLoadError = vi.fn();
    const { edgesOf } = renderBoard({ loadPage: () => Promise.reject(failure), onLoadError });
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(onLoadError).toHaveBeenCalledWith(failure));
    expect(edgesOf('col:open')).toEqual(['t1']);
  });
});
