import { DndContext, DragOverlay, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent, type DragStartEvent } from '@dnd-kit/core';
import { Group, Paper, ScrollArea, Text } from '@mantine/core';
import { startTransition, useCallback, useMemo, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useRefetchableFragment } from 'react-relay';
import type { BoardColumnRef } from './boardStore';
import { DealColumn } from './DealColumn';
import type { OrganizationFilter } from './organizationListParams';
import { useMoveDeal } from './useMoveDeal';
import { useOrganizationsChangedSubscription } from './useOrganizationsChangedSubscription';
import type { DealBoard_query$key } from './__generated__/DealBoard_query.graphql';

const messages = defineMessages({
  label: { id: 'organization.board.label', defaultMessage: 'Deal board' },
  instructions: {
    id: 'organization.board.instructions',
    defaultMessage: 'To move a deal, press Space on its grip, move it with the arrow keys and press Space again, or use its "Move to…" menu.',
  },
  pickedUp: defineMessage<{ name: string }>({ id: 'organization.board.pickedUp', defaultMessage: 'Picked up {name}.' }),
  droppedOn: defineMessage<{ name: string; stage: string }>({ id: 'organization.board.droppedOn', defaultMessage: '{name} dropped on {stage}.' }),
  over: defineMessage<{ name: string; stage: string }>({ id: 'organization.board.over', defaultMessage: '{name} is over {stage}.' }),
  cancelled: defineMessage<{ name: string }>({ id: 'organization.board.cancelled', defaultMessage: 'Moving {name} was cancelled.' }),
});

interface Props {
  query: DealBoard_query$key;
  /** The filter the board was loaded with (the keyword box). */
  filter: OrganizationFilter;
}

function statusOf(data: unknown): number | null {
  const statusId = (data as { statusId?: unknown } | undefined)?.statusId;
  return typeof statusId === 'number' ? statusId : null;
}

/**
 * The deal board (issue 13): nine stage columns in the spec's order with server-side counts and
 * totals, cards moved by drag and drop (pointer or keyboard, @dnd-kit) or their "Move to…" menu,
 * and kept live by `organizationsChanged` under the same filter.
 */
export function DealBoard({ query, filter }: Props) {
  const intl = useIntl();
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment DealBoard_query on Query
      @refetchable(queryName: "DealBoardRefetchQuery")
      @argumentDefinitions(filter: { type: "OrganizationFilter" }, cardsPerColumn: { type: "Int", defaultValue: 20 }) {
        dealBoard(filter: $filter, cardsPerColumn: $cardsPerColumn) {
          columns {
            __id
            dealStatus {
              statusId
              label
            }
            ...DealColumn_column
          }
        }
      }
    `,
    query,
  );
  const columns = data.dealBoard.columns;
  const refs = useMemo<BoardColumnRef[]>(() => columns.map((column) => ({ statusId: column.dealStatus.statusId, columnId: column.__id })), [columns]);
  const stages = useMemo(() => columns.map((column) => ({ statusId: column.dealStatus.statusId, label: column.dealStatus.label })), [columns]);
  const stageLabel = (statusId: number | null) => stages.find((stage) => stage.statusId === statusId)?.label ?? '';
  const resync = useCallback(() => startTransition(() => void refetch({ filter }, { fetchPolicy: 'network-only' })), [refetch, filter]);
  const live = useMemo(() => ({ filter, columns: refs, refetch: resync }), [filter, refs, resync]);
  useOrganizationsChangedSubscription(live);

  const [move] = useMoveDeal();
  const onMove = useCallback(
    (organizationId: string, dealStatusId: number) => move({ organizationId, dealStatusId, columns: refs }),
    [move, refs],
  );

  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(KeyboardSensor));
  const [dragging, setDragging] = useState<string | null>(null);
  const onDragStart = (event: DragStartEvent) => setDragging(String(event.active.data.current?.name ?? ''));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(null);
    const from = statusOf(active.data.current);
    const to = statusOf(over?.data.current);
    if (to !== null && to !== from) onMove(String(active.id), to);
  };
  const nameOf = (active: { data: { current?: unknown } }) => String((active.data.current as { name?: string } | undefined)?.name ?? '');

  return (
    <DndContext
      sensors={sensors}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragging(null)}
      accessibility={{
        screenReaderInstructions: { draggable: intl.formatMessage(messages.instructions) },
        announcements: {
          onDragStart: ({ active }) => intl.formatMessage(messages.pickedUp, { name: nameOf(active) }),
          onDragOver: ({ active, over }) => (over ? intl.formatMessage(messages.over, { name: nameOf(active), stage: stageLabel(statusOf(over.data.current)) }) : undefined),
          onDragEnd: ({ active, over }) => (over ? intl.formatMessage(messages.droppedOn, { name: nameOf(active), stage: stageLabel(statusOf(over.data.current)) }) : undefined),
          onDragCancel: ({ active }) => intl.formatMessage(messages.cancelled, { name: nameOf(active) }),
        },
      }}
    >
      <ScrollArea type="auto" offsetScrollbars aria-label={intl.formatMessage(messages.label)}>
        <Group align="flex-start" wrap="nowrap" gap="sm" pb="sm" data-testid="deal-board">
          {columns.map((column) => (
            <DealColumn key={column.__id} column={column} stages={stages} boardFilter={filter} onMove={onMove} />
          ))}
        </Group>
      </ScrollArea>
      <DragOverlay dropAnimation={null}>
        {dragging !== null && (
          <Paper withBorder shadow="md" p="xs" radius="sm" w={240}>
            <Text size="sm" fw={500}>
              {dragging}
            </Text>
          </Paper>
        )}
      </DragOverlay>
    </DndContext>
  );
}
