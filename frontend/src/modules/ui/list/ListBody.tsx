import type { ReactNode } from 'react';
import { ListEmpty, type ListEmptyProps } from './ListEmpty';
import { ListFooter, type ListFooterProps } from './ListFooter';
import { ListTable, type ListColumn } from './ListTable';
import type { ListSorting } from './useListSorting';

export interface ListBodyProps extends ListFooterProps {
  /** Accessible name of the table. */
  label: string;
  columns: readonly ListColumn[];
  minWidth?: number;
  /** Sortable column headers (`useListSorting`). */
  sorting?: ListSorting;
  /** What the list shows when no row is loaded. */
  empty: ListEmptyProps;
  /** The rows (`ListRow`s). */
  children: ReactNode;
}

/** A list's rows with its count and "Load more" below, or its empty state when there are none. */
export function ListBody({ label, columns, minWidth, sorting, empty, children, ...footer }: ListBodyProps) {
  if (footer.shown === 0) return <ListEmpty {...empty} />;
  return (
    <>
      <ListTable label={label} columns={columns} minWidth={minWidth} sorting={sorting}>
        {children}
      </ListTable>
      <ListFooter {...footer} />
    </>
  );
}
