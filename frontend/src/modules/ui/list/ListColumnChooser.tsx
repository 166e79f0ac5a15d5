import { Button, Checkbox, Popover, Stack, Text } from '@mantine/core';
import { IconColumns3 } from '@tabler/icons-react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { ListColumnSet } from './listColumns';
import { useListColumns } from './useListColumns';

const messages = defineMessages({
  button: { id: 'list.columns.button', defaultMessage: 'Columns' },
  buttonHidden: defineMessage<{ count: number }>({ id: 'list.columns.buttonHidden', defaultMessage: 'Columns ({count, number} hidden)' }),
  title: { id: 'list.columns.title', defaultMessage: 'Columns shown' },
  showAll: { id: 'list.columns.showAll', defaultMessage: 'Show all columns' },
});

/**
 * A list page's "Columns" (issue 35 §5: a view's column set): a box per column of the list's
 * table, checked while it is shown. The columns hidden are kept in the URL (`hide`), so a saved
 * view keeps them and opening it hides them again; the table and the export leave them out. The
 * row's title (and any `fixed` column) is always shown. Placed by `ListPageFrame`'s `columns`.
 */
export function ListColumnChooser({ columns }: { columns: ListColumnSet }) {
  const intl = useIntl();
  const { hidden, setHidden } = useListColumns(columns);
  // Written in the list's order, so one set of columns has one address.
  const hide = (key: string, off: boolean) => setHidden(columns.filter((column) => (column.key === key ? off : hidden.includes(column.key))).map((column) => column.key));
  const title = intl.formatMessage(messages.title);
  return (
    <Popover position="bottom-end" withinPortal shadow="md">
      <Popover.Target>
        <Button variant="default" leftSection={<IconColumns3 size={16} aria-hidden />} data-testid="list-columns">
          {hidden.length > 0 ? intl.formatMessage(messages.buttonHidden, { count: hidden.length }) : intl.formatMessage(messages.button)}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" role="group" aria-label={title}>
          <Text size="sm" fw={500}>
            {title}
          </Text>
          {columns.map((column) => (
            <Checkbox
              key={column.key}
              label={intl.formatMessage(column.label)}
              checked={!hidden.includes(column.key)}
              disabled={column.fixed}
              onChange={(event) => hide(column.key, !event.currentTarget.checked)}
              data-testid={`list-column-${column.key}`}
            />
          ))}
          {hidden.length > 0 && (
            <Button variant="subtle" size="compact-sm" onClick={() => setHidden([])} data-testid="list-columns-show-all">
              {intl.formatMessage(messages.showAll)}
            </Button>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
