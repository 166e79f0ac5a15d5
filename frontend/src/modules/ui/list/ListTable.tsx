import { Table } from '@mantine/core';
import { createContext, useContext, type ReactNode } from 'react';
import './list.css';

export interface ListColumn {
  key: string;
  label: string;
}

const ColumnsContext = createContext<ReadonlyMap<string, string>>(new Map());

interface Props {
  columns: readonly ListColumn[];
  /** Accessible name of the table. */
  label: string;
  /** The table's minimum width on wide screens (it scrolls inside its box below that). */
  minWidth?: number;
  children: ReactNode;
}

/**
 * A list's rows: a table on wide screens, a stack of cards on a phone (CSS only, so nothing
 * scrolls sideways and no layout flashes). Rows render `ListRow` with one `ListCell` per column;
 * on a card each cell shows its column's label.
 */
export function ListTable({ columns, label, minWidth = 640, children }: Props) {
  return (
    <ColumnsContext.Provider value={new Map(columns.map((column) => [column.key, column.label]))}>
      <div className="list-table-box" style={{ ['--list-min-width' as string]: `${minWidth}px` }}>
        <Table className="list-table" highlightOnHover verticalSpacing="sm" aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.key} scope="col">
                  {column.label}
                </Table.Th>
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
