import { useDroppable } from '@dnd-kit/core';
import { Badge, Box, Button, Group, Paper, Stack, Text, type MantineColor } from '@mantine/core';
import { Fragment, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { commonMessages } from '@/modules/ui/commonMessages';
import { BoardColumnKeyContext, columnFill } from './boardContext';
import type { BoardDragData } from './boardDrag';
import type { BoardAreaMessages } from './boardMessages';
import type { BoardKey } from './boardStore';
import { useWindowedBox } from '@/modules/ui/windowed/useWindowedItems';
import { useColumnLoadMore, type LoadBoardPage } from './useColumnLoadMore';

/** A card as a board column lists it: an id and whatever the area's card component reads (a fragment key). */
export interface BoardCardRef {
  readonly id: string;
}

/** One column of a board, as the area reads it from its board query. */
export interface BoardColumnData<K extends BoardKey, C extends BoardCardRef> {
  /** The column's key (a status's id): what a move sends and what the area's load-more query filters by. */
  key: K;
  /** The column's record in the store (`__id`): where "Load more" appends. */
  id: string;
  label: string;
  /** The column's colour (a Mantine colour): along its top edge and beside it in the "Move to…" menu. */
  color: MantineColor;
  /** How many cards the column holds on the server (not only those loaded). */
  count: number;
  cards: readonly C[];
  hasNextPage: boolean;
  endCursor: string | null;
  /** What heads the column instead of its plain label (the status as its badge, say). */
  heading?: ReactNode;
  /** A line under the heading (the stage's totals, say). */
  summary?: ReactNode;
}

/** What every column of a board shares (the Board's own props). */
export interface BoardColumnsProps<K extends BoardKey, C extends BoardCardRef> {
  testId: string;
  width: number;
  messages: BoardAreaMessages;
  renderCard: (card: C) => ReactNode;
  loadPage: LoadBoardPage<K>;
  onLoadError: (error: unknown) => void;
}

interface Props<K extends BoardKey, C extends BoardCardRef> {
  column: BoardColumnData<K, C>;
  board: BoardColumnsProps<K, C>;
}

/** A card's height before it is measured, with the gap below it. */
const cardEstimate = 96;

/**
 * A column's cards: all of them, or, once "Load more" brought a hundred and more (issue 33),
 * those in view of the column's scroll, each measured, with spacers of the others' height.
 */
function ColumnCards<C extends BoardCardRef>({ cards, renderCard, scrollBox }: { cards: readonly C[]; renderCard: (card: C) => ReactNode; scrollBox: HTMLElement | null }) {
  const list = useRef<HTMLDivElement>(null);
  const shown = useWindowedBox({ count: cards.length, estimateSize: cardEstimate, listRef: list, scrollElement: scrollBox, itemKey: (index) => cards[index].id });
  if (!shown.windowed) {
    return cards.map((card) => <Fragment key={card.id}>{renderCard(card)}</Fragment>);
  }
  return (
    <div ref={list}>
      <div aria-hidden="true" style={{ height: shown.before }} />
      {shown.indexes.map((index) => (
        <div key={cards[index].id} ref={shown.measure} data-index={index} style={{ paddingBottom: 'var(--mantine-spacing-xs)' }}>
          {renderCard(cards[index])}
        </div>
      ))}
      <div aria-hidden="true" style={{ height: shown.after }} />
    </div>
  );
}

/**
 * One column of a board: its label (or the area's heading), how many cards it holds on the
 * server, the area's summary, the cards (scrolling), and "Load more". A drop target.
 */
export function BoardColumn<K extends BoardKey, C extends BoardCardRef>({ column, board }: Props<K, C>) {
  const intl = useIntl();
  const { testId, width, messages, renderCard, loadPage, onLoadError } = board;
  const drop: BoardDragData = { columnKey: column.key };
  const { setNodeRef, isOver } = useDroppable({ id: `column-${column.key}`, data: drop });
  const [loadMore, loading] = useColumnLoadMore(column, loadPage, onLoadError);
  const [scrollBox, setScrollBox] = useState<HTMLDivElement | null>(null);
  return (
    <Paper
      ref={setNodeRef}
      component="section"
      aria-label={column.label}
      withBorder
      radius="md"
      p="xs"
      w={width}
      maw="calc(100vw - 48px)"
      bg={isOver ? 'var(--mantine-color-blue-light)' : 'var(--mantine-color-default-hover)'}
      style={{ flexShrink: 0, display: 'flex', flexDirection: 'column', maxHeight: '75vh', borderTop: `3px solid ${columnFill(column.color)}` }}
      data-testid={`${testId}-column`}
      data-status-id={column.key}
    >
      <Stack gap={2} mb="xs">
        <Group justify="space-between" wrap="nowrap" gap={4}>
          {column.heading ?? (
            <Text fw={700} size="sm" style={{ minWidth: 0, wordBreak: 'break-word' }} data-testid={`${testId}-column-label`}>
              {column.label}
            </Text>
          )}
          {/* A column headed by its own coloured badge shows its count plainly, not in the same colour twice. */}
          <Badge
            variant={column.heading ? 'default' : 'light'}
            color={column.color}
            style={{ flexShrink: 0 }}
            data-testid={`${testId}-column-count`}
            data-count={column.count}
          >
            {intl.formatMessage(messages.count, { count: column.count })}
          </Badge>
        </Group>
        {column.summary}
      </Stack>
      <Box ref={setScrollBox} style={{ overflowY: 'auto', flex: 1, minHeight: 80 }}>
        <Stack gap="xs" pb={4}>
          <BoardColumnKeyContext.Provider value={column.key}>
            <ColumnCards cards={column.cards} renderCard={renderCard} scrollBox={scrollBox} />
          </BoardColumnKeyContext.Provider>
          {column.cards.length === 0 && (
            <Text size="xs" c="dimmed" ta="center" py="md">
              {intl.formatMessage(messages.empty)}
            </Text>
          )}
          {column.hasNextPage && (
            <Button variant="subtle" size="xs" loading={loading} onClick={loadMore}>
              {intl.formatMessage(commonMessages.loadMore)}
            </Button>
          )}
        </Stack>
      </Box>
    </Paper>
  );
}
