import { fireEvent, screen, within } from '@testing-library/react';
import { defineMessage } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/renderWithProviders';
import { ListBody } from './ListBody';
import { ListSelectBox } from './ListSelection';
import { ListCell, ListRow } from './ListTable';
import { useListSelection } from './useListSelection';

const rows = ['Alpha', 'Bravo', 'Charlie', 'Delta'].map((title, index) => ({ id: `id-${index}`, version: 1, title }));

const counts = {
  all: defineMessage<{ total: number }>({ id: 'test.all', defaultMessage: '{total} things' }),
  some: defineMessage<{ shown: number; total: number }>({ id: 'test.some', defaultMessage: '{shown} of {total}' }),
};

function Harness({ total, capped = false, cards = false }: { total: number; capped?: boolean; cards?: boolean }) {
  const selection = useListSelection(rows, total, 'filter', capped);
  return (
    <ListBody
      cards={cards}
      label="Things"
      columns={[{ key: 'title', label: 'Title' }]}
      empty={{ text: 'None', filtered: false, onClear: () => undefined }}
      shown={rows.length}
      totalCount={total}
      countMessages={counts}
      hasNext={false}
      isLoadingNext={false}
      onLoadMore={() => undefined}
      loadMoreLabel="More"
      selection={selection}
      selectionActions={<span data-testid="chosen">{selection.items.map((item) => item.id).join(',')}</span>}
    >
      {rows.map((row) =>
        cards ? (
          <article key={row.id}>
            <ListSelectBox id={row.id} title={row.title} />
            {row.title}
          </article>
        ) : (
          <ListRow key={row.id} item={row}>
            <ListCell column="title">{row.title}</ListCell>
          </ListRow>
        ),
      )}
    </ListBody>
  );
}

describe('a list with a selection (issue 35 §2)', () => {
  it('ticks rows by their named boxes, a range with Shift, and says how many', () => {
    renderWithProviders(<Harness total={4} />);
    expect(screen.queryByTestId('list-selection-bar')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Alpha' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Charlie' }), { shiftKey: true });
    const bar = screen.getByRole('region', { name: 'Selection' });
    expect(within(bar).getByRole('status').textContent).toBe('3 selected');
    expect(screen.getByTestId('chosen').textContent).toBe('id-0,id-1,id-2');
    expect(screen.getByRole('checkbox', { name: 'Select every row on this page' })).toHaveProperty('indeterminate', true);
    // One matching row is left out: all of them is one click away; once all are ticked, it is gone.
    expect(screen.getByTestId('list-select-all-matching').textContent).toBe('Select all 4 matching this filter');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Delta' }));
    expect(screen.queryByTestId('list-select-all-matching')).toBeNull();
    fireEvent.click(within(bar).getByRole('button', { name: 'Clear' }));
    expect(screen.queryByTestId('list-selection-bar')).toBeNull();
  });

  it('offers every row matching the filter beyond those loaded', () => {
    renderWithProviders(<Harness total={57} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select every row on this page' }));
    expect(screen.getByTestId('list-selection-count').textContent).toBe('4 selected');
    fireEvent.click(screen.getByRole('button', { name: 'Select all 57 matching this filter' }));
    expect(screen.getByTestId('list-selection-count').textContent).toBe('All 57 rows matching this filter are selected');
    expect(screen.getAllByRole('checkbox').every((box) => (box as HTMLInputElement).checked)).toBe(true);
  });

  it('says "1,000+" where the server counts no further than its cap', () => {
    renderWithProviders(<Harness total={1000} capped />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Alpha' }));
    fireEvent.click(screen.getByRole('button', { name: 'Select all 1,000+ matching this filter' }));
    expect(screen.getByTestId('list-selection-count').textContent).toBe('All 1,000+ rows matching this filter are selected');
  });

  it('chooses cards as it chooses rows: a box on each, a range with Shift, the page by a labelled box above them', () => {
    renderWithProviders(<Harness total={9} cards />);
    expect(screen.queryByRole('table')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Bravo' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Delta' }), { shiftKey: true });
    expect(screen.getByTestId('chosen').textContent).toBe('id-1,id-2,id-3');
    fireEvent.click(screen.getByLabelText('Select every row on this page'));
    expect(screen.getByTestId('list-selection-count').textContent).toBe('4 selected');
    fireEvent.click(screen.getByRole('button', { name: 'Select all 9 matching this filter' }));
    expect(screen.getByTestId('list-selection-count').textContent).toBe('All 9 rows matching this filter are selected');
  });
});
