import { ActionIcon, Button, Group, Table, Text, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPencil } from '@tabler/icons-react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { DeleteButton } from '@/modules/trash/DeleteButton';
import { formatDateTime } from '@/modules/ui/formatDate';
import { choiceMessages as messages } from './choiceMessages';
import type { Choice, ChoiceKit } from './choiceTypes';

interface Props {
  choice: Choice;
  kit: ChoiceKit;
  admin: boolean;
  first: boolean;
  last: boolean;
  /** A move is in flight: the arrows wait. */
  moving: boolean;
  /** This row was just moved by keyboard or arrow: focus returns to its arrow in that direction. */
  follow: -1 | 1 | null;
  onFollowed: () => void;
  onMove: (direction: -1 | 1) => void;
  onEdit: () => void;
  /** Admins delete it to the trash, with Undo (issue 35). */
  deletable?: boolean;
  'data-testid': string;
}

/**
 * One choice in the admin's table: badge, both labels, colour, last change, and for admins the
 * up/down arrows (Alt+↑/↓ anywhere in the row) and the edit button.
 */
export function ChoiceRow({ choice, kit, admin, first, last, moving, follow, onFollowed, onMove, onEdit, deletable = false, 'data-testid': testId }: Props) {
  const intl = useIntl();
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  // The row moved in the DOM (and its arrows were disabled meanwhile), which drops the focus: put it back.
  useEffect(() => {
    if (follow === null || moving) return;
    const target = (follow === -1 && !first) || last ? up.current : down.current;
    target?.focus();
    onFollowed();
  }, [follow, moving, first, last, onFollowed]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (!admin || !event.altKey || moving) return;
    if (event.key === 'ArrowUp' && !first) {
      event.preventDefault();
      onMove(-1);
    } else if (event.key === 'ArrowDown' && !last) {
      event.preventDefault();
      onMove(1);
    }
  };
  const upLabel = intl.formatMessage(messages.moveUp, { label: choice.label });
  const downLabel = intl.formatMessage(messages.moveDown, { label: choice.label });
  const { Badge } = kit;
  return (
    <Table.Tr data-testid={testId} data-position={choice.position} onKeyDown={onKeyDown}>
      <Table.Td>
        <Badge label={choice.label} color={choice.color} />
      </Table.Td>
      <Table.Td>
        <Text size="sm">{choice.labelEn}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" lang="ja">
          {choice.labelJa}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{intl.formatMessage(kit.colorName(choice.color))}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{formatDateTime(intl, choice.updatedAt)}</Text>
      </Table.Td>
      {admin && (
        <Table.Td>
          <Group gap={4} wrap="nowrap">
            <Tooltip label={upLabel}>
              <ActionIcon ref={up} variant="subtle" disabled={first || moving} aria-label={upLabel} aria-keyshortcuts="Alt+ArrowUp" onClick={() => onMove(-1)}>
                <IconArrowUp size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={downLabel}>
              <ActionIcon ref={down} variant="subtle" disabled={last || moving} aria-label={downLabel} aria-keyshortcuts="Alt+ArrowDown" onClick={() => onMove(1)}>
                <IconArrowDown size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Button
              size="compact-sm"
              variant="subtle"
              leftSection={<IconPencil size={14} aria-hidden />}
              aria-label={intl.formatMessage(messages.editButton, { label: choice.label })}
              onClick={onEdit}
            >
              {intl.formatMessage(messages.editShort)}
            </Button>
            {deletable && <DeleteButton id={choice.id} name={choice.label} version={choice.version} size="xs" />}
          </Group>
        </Table.Td>
      )}
    </Table.Tr>
  );
}
