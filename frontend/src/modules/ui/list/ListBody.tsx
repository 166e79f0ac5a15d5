import type { ReactNode } from 'react';
import { ListEmpty, type ListEmptyProps } from './ListEmpty';
import { ListCards } from './ListCards';
import { ListFooter, type ListFooterProps } from './ListFooter';
import { ListSelectionBar, ListSelectionProvider } from './ListSelection';
import { ListTable, type ListColumn } from './ListTable';
import type { ListSelection } from './useListSelection';
import type { ListSorting } from './useListSorting';

export interface ListBodyProps extends ListFooterProps {
  /** Accessible name of the table. */
  label: string;
  columns: readonly ListColumn[];
  minWidth?: number;
  /** Sortable column headers (`useListSorting`). */
  sorting?: ListSorting;
  /** The keys of the columns the reader hid (`useListColumns`), left out of `columns`. */
  hiddenColumns?: readonly string[];
  /** What the list shows when no row is loaded. */
  empty: ListEmptyProps;
  /** The rows (`ListRow`s). */
  children: ReactNode;
  /** Rows chosen for a change in bulk (issue 35 §2): a box on each row that names its `item`, and the bar over the list. */
  selection?: ListSelection;
  /** What the bar offers to do with the chosen rows. */
  selectionActions?: ReactNode;
  /** The rows are the area's own cards (the Q&A board's questions), stacked, not a table's: each puts its `ListSelectBox` where it fits. */
  cards?: boolean;
}

/** A list's rows with its count and "Load more" below, or its empty state when there are none. */
export function ListBody({ label, columns, minWidth, sorting, hiddenColumns, empty, children, selection, selectionActions, cards = false, ...footer }: ListBodyProps) {
  if (footer.shown === 0) return <ListEmpty {...empty} />;
  return (
    <>
      {selection && <ListSelectionBar selection={selection}>{selectionActions}</ListSelectionBar>}
      <ListSelectionProvider selection={selection}>
        {cards ? (
          <ListCards>{children}</ListCards>
        ) : (
          <ListTable label={label} columns={columns} minWidth={minWidth} sorting={sorting} hidden={hiddenColumns}>
            {children}
          </ListTable>
        )}
      </ListSelectionProvider>
      <ListFooter {...footer} />
    </>
  );
}
