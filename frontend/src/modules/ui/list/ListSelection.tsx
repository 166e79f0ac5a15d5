import { Anchor, Checkbox, Group, Paper, Table, Text } from '@mantine/core';
import { createContext, useContext, type MouseEvent, type ReactNode } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { ListSelection } from './useListSelection';

const messages = defineMessages({
  column: { id: 'list.selection.column', defaultMessage: 'Select' },
  page: { id: 'list.selection.page', defaultMessage: 'Select every row on this page' },
  row: defineMessage<{ title: string }>({ id: 'list.selection.row', defaultMessage: 'Select {title}' }),
  count: defineMessage<{ count: number }>({ id: 'list.selection.count', defaultMessage: '{count, plural, one {# selected} other {# selected}}' }),
  allMatching: defineMessage<{ total: number }>({
    id: 'list.selection.allMatching',
    defaultMessage: 'All {total, plural, one {# row} other {# rows}} matching this filter are selected',
  }),
  selectAll: defineMessage<{ total: number }>({ id: 'list.selection.selectAll', defaultMessage: 'Select all {total, number} matching this filter' }),
  allMatchingCapped: defineMessage<{ total: number }>({ id: 'list.selection.allMatchingCapped', defaultMessage: 'All {total, number}+ rows matching this filter are selected' }),
  selectAllCapped: defineMessage<{ total: number }>({ id: 'list.selection.selectAllCapped', defaultMessage: 'Select all {total, number}+ matching this filter' }),
  clear: { id: 'list.selection.clear', defaultMessage: 'Clear' },
  bar: { id: 'list.selection.bar', defaultMessage: 'Selection' },
});

const SelectionContext = createContext<ListSelection | null>(null);

/** Gives a list's table its selection: a box in the header and one on each row (issue 35 §2). */
export function ListSelectionProvider({ selection, children }: { selection: ListSelection | undefined; children: ReactNode }) {
  return <SelectionContext.Provider value={selection ?? null}>{children}</SelectionContext.Provider>;
}

/** Whether the table's rows have boxes: its column count grows by one. */
export function useHasSelection(): boolean {
  return useContext(SelectionContext) !== null;
}

/** The header's box: the whole loaded page, mixed while some of it is chosen. */
export function ListSelectHeader() {
  const intl = useIntl();
  const selection = useContext(SelectionContext);
  if (!selection) return null;
  return (
    <Table.Th scope="col" className="list-select-cell" aria-label={intl.formatMessage(messages.column)}>
      <ListSelectPage />
    </Table.Th>
  );
}

/** The page's box; over a list of cards, which has no header, it says what it does (`labelled`). */
export function ListSelectPage({ labelled = false }: { labelled?: boolean }) {
  const intl = useIntl();
  const selection = useContext(SelectionContext);
  if (!selection) return null;
  const label = intl.formatMessage(messages.page);
  return (
    <Checkbox
      label={labelled ? label : undefined}
      aria-label={labelled ? undefined : label}
      checked={selection.page === 'all'}
      indeterminate={selection.page === 'some'}
      onChange={selection.togglePage}
      data-testid="list-select-page"
    />
  );
}

/**
 * A row's box. Shift-click (Shift+Space from the keyboard) chooses the range from the row
 * clicked last; the click's modifier is read on `click`, which a change event does not carry.
 */
export function ListSelectCell({ id, title }: { id: string; title: string }) {
  const selection = useContext(SelectionContext);
  if (!selection) return null;
  return (
    <Table.Td className="list-select-cell">
      <ListSelectBox id={id} title={title} />
    </Table.Td>
  );
}

/** A row's box on its own: a card of a list of cards (`ListBody`'s `cards`) puts it where it fits; nothing outside a selection. */
export function ListSelectBox({ id, title }: { id: string; title: string }) {
  const intl = useIntl();
  const selection = useContext(SelectionContext);
  if (!selection) return null;
  // No preventDefault: on a controlled checkbox it leaves the box drawn wrong (React #9023); the state redraws it.
  const onClick = (event: MouseEvent<HTMLInputElement>) => selection.toggle(id, event.shiftKey);
  return <Checkbox aria-label={intl.formatMessage(messages.row, { title })} checked={selection.isChosen(id)} onChange={() => undefined} onClick={onClick} data-testid="list-select-row" />;
}

/**
 * The bar over a list while rows are chosen: "3 selected · Select all 57 matching this filter ·
 * Clear", and the actions (`children`) that change them.
 */
export function ListSelectionBar({ selection, children }: { selection: ListSelection; children?: ReactNode }) {
  const intl = useIntl();
  if (selection.count === 0) return null;
  return (
    <Paper withBorder p="sm" mb="sm" className="list-selection-bar" role="region" aria-label={intl.formatMessage(messages.bar)} data-testid="list-selection-bar">
      <Group gap="sm" wrap="wrap" justify="space-between">
        <Group gap="sm" wrap="wrap">
          <Text size="sm" fw={500} role="status" data-testid="list-selection-count">
            {selection.allMatching
              ? intl.formatMessage(selection.capped ? messages.allMatchingCapped : messages.allMatching, { total: selection.total })
              : intl.formatMessage(messages.count, { count: selection.count })}
          </Text>
          {!selection.allMatching && (selection.capped || selection.total > selection.count) && (
            <Anchor component="button" type="button" size="sm" onClick={selection.chooseAllMatching} data-testid="list-select-all-matching">
              {intl.formatMessage(selection.capped ? messages.selectAllCapped : messages.selectAll, { total: selection.total })}
            </Anchor>
          )}
          <Anchor component="button" type="button" size="sm" onClick={selection.clear} data-testid="list-select-clear">
            {intl.formatMessage(messages.clear)}
          </Anchor>
        </Group>
        {children}
      </Group>
    </Paper>
  );
}
