import { DndContext, DragOverlay, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { Group, Paper, ScrollArea, Text } from '@mantine/core';
import { useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useShowError } from '@/modules/relay/showFailure';
import { BoardContext, type BoardContextValue } from './boardContext';
import { columnKeyOf, dropMove, titleOf } from './boardDrag';
import { boardMessages, type BoardAreaMessages } from './boardMessages';
import type { BoardKey } from './boardStore';
import { BoardColumn, type BoardCardRef, type BoardColumnData, type BoardColumnsProps } from './BoardColumn';
import { columnKeyboardCoordinates } from './columnKeyboardCoordinates';
import type { LoadBoardPage } from './useColumnLoadMore';

interface Props<K extends BoardKey, C extends BoardCardRef> {
  /** The prefix of the board's test ids: 'issue' gives issue-board, issue-column, issue-card… */
  testId: string;
  /** The columns in board order, each with its loaded cards. */
  columns: readonly BoardColumnData<K, C>[];
  messages: BoardAreaMessages;
  /** The area's card (a component that reads its fragment and renders a BoardCard). */
  renderCard: (card: C) => ReactNode;
  /** The area's move (its mutation, optimistic with rollback). */
  onMove: (cardId: string, to: K) => void;
  /** The area's query for a column's next cards (its filter with the column's key, in the board's order). */
  loadPage: LoadBoardPage<K>;
  /** A column's next page failed. Default: a red notice with the catalogue's message. */
  onLoadError?: (error: unknown) => void;
  /** A column's width in px. */
  columnWidth?: number;
}

/**
 * A kanban board (the issue board, the deal pipeline): one column per status with the server's
 * counts, cards moved by drag and drop (@dnd-kit: pointer and touch by the grip, or keyboard,
 * Space then ←/→ from column to column then Space, announced to screen readers) or their "Move
 * to…" menu, and "Load more" per column. The area reads its board query, keeps it live and
 * passes what differs: the columns with their labels and colours, how a card renders, the move
 * and a column's next page (with its sort).
 */
export function Board<K extends BoardKey, C extends BoardCardRef>({
  testId,
  columns,
  messages,
  renderCard,
  onMove,
  loadPage,
  onLoadError,
  columnWidth = 248,
}: Props<K, C>) {
  const intl = useIntl();
  const showLoadError = useShowError();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates }),
  );
  const [dragging, setDragging] = useState<string | null>(null);
  const board = useMemo<BoardContextValue>(
    () => ({
      testId,
      columns: columns.map(({ key, label, color }) => ({ key, label, color })),
      moveCard: messages.moveCard,
      onMove: (cardId, to) => onMove(cardId, to as K),
    }),
    [testId, columns, messages.moveCard, onMove],
  );
  const shared: BoardColumnsProps<K, C> = { testId, width: columnWidth, messages, renderCard, loadPage, onLoadError: onLoadError ?? showLoadError };
  const labelOf = (target: Parameters<typeof columnKeyOf>[0]) => {
    const key = columnKeyOf(target);
    return columns.find((column) => column.key === key)?.label ?? '';
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => intl.formatMessage(boardMessages.pickedUp, { title: titleOf(active) }),
    onDragOver: ({ active, over }) => (over ? intl.formatMessage(boardMessages.over, { title: titleOf(active), column: labelOf(over) }) : undefined),
    onDragEnd: ({ active, over }) => (over ? intl.formatMessage(boardMessages.droppedOn, { title: titleOf(active), column: labelOf(over) }) : undefined),
    onDragCancel: ({ active }) => intl.formatMessage(boardMessages.cancelled, { title: titleOf(active) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(null);
    const move = dropMove(active, over);
    if (move) onMove(move.cardId, move.to as K);
  };

  return (
    <BoardContext.Provider value={board}>
      <DndContext
        sensors={sensors}
        onDragStart={({ active }) => setDragging(titleOf(active))}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDragging(null)}
        accessibility={{ screenReaderInstructions: { draggable: intl.formatMessage(messages.instructions) }, announcements }}
      >
        <ScrollArea type="auto" offsetScrollbars aria-label={intl.formatMessage(messages.label)}>
          <Group align="flex-start" wrap="nowrap" gap="sm" pb="sm" data-testid={`${testId}-board`}>
            {columns.map((column) => (
              <BoardColumn key={column.id} column={column} board={shared} />
            ))}
          </Group>
        </ScrollArea>
        <DragOverlay dropAnimation={null}>
          {dragging !== null && (
            <Paper withBorder shadow="md" p="xs" radius="sm" w={columnWidth - 16}>
              <Text size="sm" fw={500}>
                {dragging}
              </Text>
            </Paper>
          )}
        </DragOverlay>
      </DndContext>
    </BoardContext.Provider>
  );
}
