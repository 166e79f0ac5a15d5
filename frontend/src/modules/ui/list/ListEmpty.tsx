import { Button, Text } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { defineMessages, useIntl } from 'react-intl';
import { EmptyState } from '@/modules/ui/EmptyState';

const messages = defineMessages({
  noResults: { id: 'list.noResults', defaultMessage: 'No results' },
  clearFilters: { id: 'list.clearFilters', defaultMessage: 'Clear filters' },
});

export interface ListEmptyProps {
  /** Whether a keyword or filter is set: the list says "No results" and offers to clear them. */
  filtered: boolean;
  onClear: () => void;
  /** The area's text for a list with nothing in it at all ("No tasks yet"). */
  text: string;
  hint?: string;
}

/** What an empty list shows: "No results" + "Clear filters" when filtered, else the area's empty text. */
export function ListEmpty({ filtered, onClear, text, hint }: ListEmptyProps) {
  const intl = useIntl();
  return (
    <EmptyState title={filtered ? intl.formatMessage(messages.noResults) : text}>
      {hint && (
        <Text size="sm" c="dimmed" ta="center">
          {hint}
        </Text>
      )}
      {filtered && (
        <Button variant="light" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={onClear}>
          {intl.formatMessage(messages.clearFilters)}
        </Button>
      )}
    </EmptyState>
  );
}
