import { useDraggable } from '@dnd-kit/core';
import { ActionIcon, Anchor, ColorSwatch, Group, Menu, Paper, Stack } from '@mantine/core';
import { IconArrowsExchange, IconGripVertical } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { columnFill, useBoardCardContext } from './boardContext';
import type { BoardDragData } from './boardDrag';
import { moveTargets } from './boardDrag';
import { boardMessages } from './boardMessages';

interface Props {
  /** The card's node id (what a move sends). */
  id: string;
  /** The card's name: its link, the drag overlay and the announcements. */
  title: string;
  /** Where the title links to (the card's detail page). */
  href: string;
  /** What the card shows under its title (the area's facts: badges, owner, value…). */
  children?: ReactNode;
  /** More data attributes for the card's element (browser tests find cards by them). */
  [data: `data-${string}`]: string | number | undefined;
}

/**
 * A card on a board: its grip, its title (a link), its "Move to…" menu and the area's facts. It
 * is dragged by its grip (mouse, touch, or keyboard: Space, ←/→, Space), and the menu is the
 * plain keyboard and screen-reader way to the same move; the menu marks each column with its
 * colour, as the columns are. Rendered by an area's card component inside a Board's column.
 */
export function BoardCard({ id, title, href, children, ...data }: Props) {
  const intl = useIntl();
  const { board, columnKey } = useBoardCardContext();
  const drag: BoardDragData = { columnKey, title };
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id, data: drag });
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      radius="sm"
      p="xs"
      shadow="xs"
      style={{ opacity: isDragging ? 0.4 : 1 }}
      data-testid={`${board.testId}-card`}
      data-card-id={id}
      data-title={title}
      {...data}
    >
      <Stack gap={4}>
        <Group gap={4} wrap="nowrap" align="flex-start">
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={intl.formatMessage(boardMessages.drag, { title })}
            data-testid={`${board.testId}-card-handle`}
            style={{ cursor: 'grab', touchAction: 'none' }}
            {...attributes}
            {...listeners}
          >
            <IconGripVertical size={14} aria-hidden />
          </ActionIcon>
          <Anchor component={Link} to={href} fw={500} size="sm" style={{ flex: 1, minWidth: 0, wordBreak: 'break-word' }}>
            {title}
          </Anchor>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" size="sm" aria-label={intl.formatMessage(board.moveCard, { title })} data-testid={`${board.testId}-card-move`}>
                <IconArrowsExchange size={14} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>{intl.formatMessage(boardMessages.moveTo)}</Menu.Label>
              {moveTargets(board.columns, columnKey).map((column) => (
                <Menu.Item
                  key={column.key}
                  leftSection={<ColorSwatch color={columnFill(column.color)} size={10} withShadow={false} aria-hidden />}
                  onClick={() => board.onMove(id, column.key)}
                >
                  {column.label}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
