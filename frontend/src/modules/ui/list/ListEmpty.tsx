import { Button, Text } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { EmptyState } from '@/modules/ui/EmptyState';

interface Props {
  /** Whether a keyword or filter is set: the list says "No results" and offers to clear them. */
  filtered: boolean;
  onClear: () => void;
  labels: { noResults: string; empty: string; clear: string; hint?: string };
}

/** What an empty list shows: "No results" + "Clear filters" when filtered, else the area's empty text. */
export function ListEmpty({ filtered, onClear, labels }: Props) {
  return (
    <EmptyState title={filtered ? labels.noResults : labels.empty}>
      {labels.hint && (
        <Text size="sm" c="dimmed" ta="center">
          {labels.hint}
        </Text>
      )}
      {filtered && (
        <Button variant="light" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={onClear}>
          {labels.clear}
        </Button>
      )}
    </EmptyState>
  );
}
