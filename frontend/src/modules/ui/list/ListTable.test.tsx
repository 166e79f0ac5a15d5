import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/renderWithProviders';
import { ListCell, ListRow, ListTable } from './ListTable';
import type { ListSorting } from './useListSorting';

const spec = { fields: ['NAME', 'UPDATED_AT'], defaultField: 'UPDATED_AT', natural: { NAME: 'ASC', UPDATED_AT: 'DESC' } } as const;

function renderTable(sorting: ListSorting | undefined) {
  renderWithProviders(
    <ListTable
      label="Things"
      sorting={sorting}
      columns={[
        { key: 'name', label: 'Name', sort: 'NAME' },
        { key: 'colour', label: 'Colour' },
        { key: 'updatedAt', label: 'Updated', sort: 'UPDATED_AT' },
        { key: 'size', label: 'Size', sort: 'SIZE' },
      ]}
    >
      <ListRow>
        <ListCell column="name">A</ListCell>
        <ListCell column="colour">red</ListCell>
        <ListCell column="updatedAt">today</ListCell>
        <ListCell column="size">1</ListCell>
      </ListRow>
    </ListTable>,
  );
}

describe('ListTable sortable headers', () => {
  it('makes a header a button only where the list sorts by its field, and marks the sorted one', () => {
    const onSort = vi.fn();
    renderTable({ spec: { ...spec, fields: [...spec.fields] }, sort: { field: 'UPDATED_AT', direction: 'DESC' }, onSort });
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((header) => header.getAttribute('aria-sort'))).toEqual(['none', null, 'descending', null]);
    expect(screen.queryByRole('button', { name: 'Colour' })).toBeNull();
    // A field the list cannot sort by is left as a plain header.
    expect(screen.queryByRole('button', { name: 'Size' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSort).toHaveBeenCalledWith('NAME');
  });

  it('draws plain headers when the list gives no sorting', () => {
    renderTable(undefined);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getAllByRole('columnheader').every((header) => !header.hasAttribute('aria-sort'))).toBe(true);
  });
});
