import { Table, UnstyledButton } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { Children, createContext, isValidElement, useContext, useMemo, useRef, type ReactNode } from 'react';
import { useWindowedPage } from '@/modules/ui/windowed/useWindowedItems';
import { ListSelectCell, ListSelectHeader, useHasSelection } from './ListSelection';
import type { ListSorting } from './useListSorting';
import './list.css';

export interface ListColumn {
  key: string;
  label: string;
  /** The order field this column's header sorts by (a field of the list's `SortSpec`). */
  sort?: string;
}

const ColumnsContext = createContext<ReadonlyMap<string, string>>(new Map());

/** The columns the reader hid (issue 35 §5, `useListColumns`): their cells are not rendered. */
const HiddenColumnsContext = createContext<ReadonlySet<string>>(new Set());

/** A rendered row's place in a windowed list: its index (measured, and its `aria-rowindex`). */
interface RowSlot {
  index: number;
  measure: (element: Element | null) => void;
}

const RowSlotContext = createContext<RowSlot | null>(null);

/** A row's height before it is measured (a table row; a phone's cards are taller and measured). */
const rowEstimate = 49;

interface Props {
  columns: readonly ListColumn[];
  /** Accessible name of the table. */
  label: string;
  /** The table's minimum width on wide screens (it scrolls inside its box below that). */
  minWidth?: number;
  /** Makes the headers of columns with a `sort` field sort the list (`useListSorting`). */
  sorting?: ListSorting;
  /** The keys of columns the reader hid (left out of `columns`): rows' cells of these are not rendered. */
  hidden?: readonly string[];
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

/** The rows above or below the rendered ones in a long list, as one row of their height. */
function SpacerRow({ height, columns }: { height: number; columns: number }) {
  if (height <= 0) return null;
  return (
    <tr className="list-spacer" aria-hidden="true" style={{ height }}>
      <td colSpan={columns} />
    </tr>
  );
}

/**
 * A list's rows: a table on wide screens, a stack of cards on a phone (CSS only, so nothing
 * scrolls sideways and no layout flashes). Rows render `ListRow` with one `ListCell` per column;
 * on a card each cell shows its column's label. A long list (a hundred rows and more, after
 * "Load more") renders only the rows near the viewport (issue 33), with `aria-rowcount` and each
 * row's `aria-rowindex` telling assistive technology where it is.
 */
export function ListTable({ columns, label, minWidth = 640, sorting, hidden, children }: Props) {
  const rows = Children.toArray(children);
  const body = useRef<HTMLTableSectionElement>(null);
  const span = columns.length + (useHasSelection() ? 1 : 0);
  const shown = useWindowedPage({
    count: rows.length,
    estimateSize: rowEstimate,
    listRef: body,
    itemKey: (index) => {
      const row = rows[index];
      return isValidElement(row) && row.key !== null ? row.key : index;
    },
  });
  const hiddenText = hidden?.join(',') ?? '';
  const hiddenSet = useMemo(() => new Set(hiddenText ? hiddenText.split(',') : []), [hiddenText]);
  return (
    <ColumnsContext.Provider value={new Map(columns.map((column) => [column.key, column.label]))}>
      <HiddenColumnsContext.Provider value={hiddenSet}>
        <div className="list-table-box" style={{ ['--list-min-width' as string]: `${minWidth}px` }}>
          <Table className="list-table" highlightOnHover verticalSpacing="sm" aria-label={label} aria-rowcount={shown.windowed ? rows.length + 1 : undefined}>
            <Table.Thead>
              <Table.Tr>
                <ListSelectHeader />
                {columns.map((column) => (
                  <HeaderCell key={column.key} column={column} sorting={sorting} />
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody ref={body}>
              {shown.windowed ? (
                <>
                  <SpacerRow height={shown.before} columns={span} />
                  {shown.indexes.map((index) => {
                    const row = rows[index];
                    return (
                      <RowSlotContext.Provider key={isValidElement(row) && row.key !== null ? row.key : index} value={{ index, measure: shown.measure }}>
                        {row}
                      </RowSlotContext.Provider>
                    );
                  })}
                  <SpacerRow height={shown.after} columns={span} />
                </>
              ) : (
                children
              )}
            </Table.Tbody>
          </Table>
        </div>
      </HiddenColumnsContext.Provider>
    </ColumnsContext.Provider>
  );
}

interface RowProps {
  children: ReactNode;
  'data-testid'?: string;
  /** The row's entity and its title: in a list with a selection (issue 35 §2), the row's box chooses it. */
  item?: { id: string; title: string };
}

/** One row (one card on a phone). */
export function ListRow({ children, item, ...props }: RowProps) {
  const slot = useContext(RowSlotContext);
  return (
    <Table.Tr className="list-row" ref={slot?.measure} data-index={slot?.index} aria-rowindex={slot ? slot.index + 2 : undefined} {...props}>
      {item && <ListSelectCell id={item.id} title={item.title} />}
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

/** One cell; on a card it is labelled with its column's name. A column the reader hid has none. */
export function ListCell({ column, primary = false, children }: CellProps) {
  const label = useContext(ColumnsContext).get(column) ?? '';
  const hidden = useContext(HiddenColumnsContext).has(column);
  if (hidden) return null;
  return (
    <Table.Td className="list-cell" data-label={label} data-column={column} data-primary={primary || undefined}>
      {children}
    </Table.Td>
  );
}
