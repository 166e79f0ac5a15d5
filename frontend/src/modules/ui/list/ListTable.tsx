import { Table, UnstyledButton } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { createContext, useContext, type ReactNode } from 'react';
import type { ListSorting } from './useListSorting';
import './list.css';

export interface ListColumn {
  key: string;
  label: string;
  /** The order field this column's header sorts by (a field of the list's `SortSpec`). */
  sort?: string;
}

const ColumnsContext = createContext<ReadonlyMap<string, string>>(new Map());

interface Props {
  columns: readonly ListColumn[];
  /** Accessible name of the table. */
  label: string;
  /** The table's minimum width on wide screens (it scrolls inside its box below that). */
  minWidth?: number;
  /** Makes the headers of columns with a `sort` field sort the list (`useListSorting`). */
  sorting?: ListSorting;
  children: ReactNode;
}

/** A column's header: a button that sorts by its field where the list sorts by it. */
function HeaderCell({ column, sorting }: { column: ListColumn; sorting?: ListSorting }) {
  const field = column.sort;
  if (!sorting || !field || !sorting.spec.fields.includes(field)) {
    return <Table.Th scope="col">{column.label}</Table.Th>;
  }
  const active = sorting.sort.field === field;
  const direction = active ? sorting.sort.direction : null;
  const Icon = direction === 'ASC' ? IconSortAscending : direction === 'DESC' ? IconSortDescending : IconArrowsSort;
  return (
    <Table.Th scope="col" aria-sort={direction === 'ASC' ? 'ascending' : direction === 'DESC' ? 'descending' : 'none'}>
      <UnstyledButton className="list-sort-header" data-active={active || undefined} onClick={() => sorting.onSort(field)}>
        {column.label}
        <Icon size={14} aria-hidden />
      </UnstyledButton>
    </Table.Th>
  );
}

/**
 * A list's rows: a table on wide screens, a stack of cards on a phone (CSS only, so nothing
 * scrolls sideways and no layout flashes). Rows render `ListRow` with one `ListCell` per column;
 * on a card each cell shows its column's label.
 */
export function ListTable({ columns, label, minWidth = 640, sorting, children }: Props) {
  return (
    <ColumnsContext.Provider value={new Map(columns.map((column) => [column.key, column.label]))}>
      <div className="list-table-box" style={{ ['--list-min-width' as string]: `${minWidth}px` }}>
        <Table className="list-table" highlightOnHover verticalSpacing="sm" aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <HeaderCell key={column.key} column={column} sorting={sorting} />
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{children}</Table.Tbody>
        </Table>
      </div>
    </ColumnsContext.Provider>
  );
}

/** One row (one card on a phone). */
export function ListRow({ children, ...props }: { children: ReactNode; 'data-testid'?: string }) {
  return (
    <Table.Tr className="list-row" {...props}>
      {children}
    </Table.Tr>
  );
}

interface CellProps {
  column: string;
  /** The row's heading cell: spans the card and shows no label. */
  primary?: boolean;
  children: ReactNode;
}

/** One cell; on a card it is labelled with its column's name. */
export function ListCell({ column, primary = false, children }: CellProps) {
  const label = useContext(ColumnsContext).get(column) ?? '';
  return (
    <Table.Td className="list-cell" data-label={label} data-column={column} data-primary={primary || undefined}>
      {children}
    </Table.Td>
  );
}
