import { Table, type TableProps, type TableThProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';

/** A column's header: its message, or the message with the header cell's width or alignment. */
export type ScrollTableColumn = MessageDescriptor | ({ label: MessageDescriptor } & Pick<TableThProps, 'w' | 'ta'>);

interface Props extends Omit<TableProps, 'children' | 'data' | 'minWidth'> {
  /** Below this width the table scrolls sideways inside its box. */
  minWidth: number;
  /** The header row, in order; `false` leaves out a column the reader is not shown (`mayEdit && messages.actions`). */
  columns: readonly (ScrollTableColumn | false)[];
  /** A caption above the rows. */
  caption?: string;
  /** The rows (`Table.Tr`). */
  children: ReactNode;
}

/**
 * A plain table that scrolls sideways on a narrow screen, with a header row of messages (issue 32:
 * the table shell the screens wrote out each time). A list screen uses `list/ListTable` instead.
 */
export function ScrollTable({ minWidth, columns, caption, children, ...table }: Props) {
  const intl = useIntl();
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table {...table}>
        {caption !== undefined && <Table.Caption>{caption}</Table.Caption>}
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => {
              if (!column) return null;
              const { label, ...cell } = 'label' in column ? column : { label: column };
              return (
                <Table.Th key={String(label.id)} {...cell}>
                  {intl.formatMessage(label)}
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
