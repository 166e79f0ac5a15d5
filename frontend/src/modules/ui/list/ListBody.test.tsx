import { screen } from '@testing-library/react';
import { defineMessage } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/renderWithProviders';
import { ListBody } from './ListBody';
import { ListCell, ListRow } from './ListTable';

const countMessages = {
  all: defineMessage<{ total: number }>({ id: 'test.countAll', defaultMessage: '{total, plural, one {# thing} other {# things}}' }),
  some: defineMessage<{ shown: number; total: number }>({
    id: 'test.count',
    defaultMessage: '{shown, number} of {total, plural, one {# thing} other {# things}}',
  }),
};

function renderList({
  shown,
  totalCount,
  totalCountCapped,
  filtered = false,
  hasNext = false,
}: {
  shown: number;
  totalCount: number;
  totalCountCapped?: boolean;
  filtered?: boolean;
  hasNext?: boolean;
}) {
  const onClear = vi.fn();
  renderWithProviders(
    <ListBody
      label="Things"
      columns={[{ key: 'name', label: 'Name' }]}
      empty={{ filtered, onClear, text: 'No things yet', hint: 'Make one' }}
      shown={shown}
      totalCount={totalCount}
      totalCountCapped={totalCountCapped}
      countMessages={countMessages}
      hasNext={hasNext}
      isLoadingNext={false}
      onLoadMore={() => {}}
      loadMoreLabel="Load more"
    >
      {Array.from({ length: shown }, (_, index) => (
        <ListRow key={index}>
          <ListCell column="name">{`Thing ${index}`}</ListCell>
        </ListRow>
      ))}
    </ListBody>,
  );
  return { onClear };
}

describe('ListBody', () => {
  it('counts all rows when every row is shown, never fewer than are shown', async () => {
    renderList({ shown: 2, totalCount: 1 });
    expect((await screen.findByTestId('list-count')).textContent).toBe('2 things');
    expect(screen.getByRole('table', { name: 'Things' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says "20 of 57 things" with "Load more" while more are left', async () => {
    renderList({ shown: 20, totalCount: 57, hasNext: true });
    expect((await screen.findByTestId('list-count')).textContent).toBe('20 of 57 things');
    expect(screen.getByRole('button', { name: 'Load more' })).toBeTruthy();
  });

  it('says "20 of 1,000+" when the server counted no further than its cap (issue 33)', async () => {
    renderList({ shown: 20, totalCount: 1000, totalCountCapped: true, hasNext: true });
    expect((await screen.findByTestId('list-count')).textContent).toBe('20 of 1,000+');
  });

  it('stays "more than" even when more rows are loaded than the cap', async () => {
    renderList({ shown: 1020, totalCount: 1000, totalCountCapped: true, hasNext: true });
    expect((await screen.findByTestId('list-count')).textContent).toBe('1,020 of 1,020+');
  });

  it('shows the empty state instead of the table when nothing is loaded', async () => {
    renderList({ shown: 0, totalCount: 0 });
    expect(await screen.findByText('No things yet')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByTestId('list-count')).toBeNull();
  });

  it('says "No results" and offers "Clear filters" when filtered', async () => {
    const { onClear } = renderList({ shown: 0, totalCount: 0, filtered: true });
    expect(await screen.findByText('No results')).toBeTruthy();
    screen.getByRole('button', { name: 'Clear filters' }).click();
    expect(onClear).toHaveBeenCalledOnce();
  });
});
