import { Button, Group, Text } from '@mantine/core';

/** How long a notice offering Undo stays (Mantine pauses it while pointed at). */
export const undoNoticeMs = 10_000;

interface Props {
  /** What was done, in the reader's words ("Jane Doe was removed."). */
  message: string;
  /** The button's text ("Undo") and its accessible name, which says what it undoes. */
  undo: { label: string; name: string };
  onUndo: () => void;
  undoing?: boolean;
  'data-testid'?: string;
  /** The Undo button's own test id. */
  undoTestId?: string;
}

/**
 * The notice after a deletion or removal, with Undo (issue 35: a deletion is followed at once by
 * an Undo). Shown through Mantine's notifications, so it outlives the page that deleted.
 */
export function UndoNotice({ message, undo, onUndo, undoing = false, 'data-testid': testId, undoTestId }: Props) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" data-testid={testId}>
      <Text size="sm" style={{ wordBreak: 'break-word' }}>
        {message}
      </Text>
      <Button size="compact-sm" variant="light" loading={undoing} aria-label={undo.name} onClick={onUndo} style={{ flexShrink: 0 }} data-testid={undoTestId}>
        {undo.label}
      </Button>
    </Group>
  );
}
