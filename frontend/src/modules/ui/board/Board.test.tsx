import { fireEvent, screen, waitFor } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/renderWithProviders';
import { Board } from './Board';
import { boardEnvironment, messages, ThingCard, type Thing } from './boardFixtures.testing';
import type { BoardColumnData } from './BoardColumn';
import type { BoardPage } from './useColumnLoadMore';

function column(key: string, label: string, cards: Thing[], count: number, hasNextPage = false): BoardColumnData<string, Thing> {
  return { key, id: `col:${key}`, label, color: key === 'open' ? 'blue' : 'green', count, cards, hasNextPage, endCursor: hasNextPage ? 'cursor:1' : null };
}

function renderBoard({ loadPage = vi.fn(), onLoadError = vi.fn() }: { loadPage?: (key: string, after: string | null) => Promise<BoardPage | null>; onLoadError?: (error: unknown) => void } = {}) {
  const { environment, edgesOf } = boardEnvironment({ open: ['t1'] }, ['t2']);
  const onMove = vi.fn();
  renderWithProviders(
    <RelayEnvironmentProvider environment={environment}>
      <Board
        testId="thing"
        columns={[column('open', 'Open', [{ id: 't1', title: 'Fix the printer' }], 3, true), column('done', 'Done', [], 0)]}
        messages={messages}
        renderCard={(thing) => <ThingCard thing={thing} />}
        onMove={onMove}
        loadPage={loadPage}
        onLoadError={onLoadError}
      />
    </RelayEnvironmentProvider>,
  );
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
