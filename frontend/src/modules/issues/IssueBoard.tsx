import { DndContext, DragOverlay, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent, type DragStartEvent } from '@dnd-kit/core';
import { Group, Paper, ScrollArea, Text } from '@mantine/core';
import { startTransition, useCallback, useMemo, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useRefetchableFragment } from 'react-relay';
import { columnKeyboardCoordinates } from './columnKeyboardCoordinates';
import type { IssueColumnRef } from './issueBoardStore';
import { IssueColumn } from './IssueColumn';
import type { IssueFilter } from './issueListParams';
import { useChangeIssueStatus } from './useChangeIssueStatus';
import { useIssuesChangedSubscription } from './useIssuesChangedSubscription';
import type { IssueBoard_query$key } from './__generated__/IssueBoard_query.graphql';

const messages = defineMessages({
  label: { id: 'issue.board.label', defaultMessage: 'Issue board' },
  instructions: {
    id: 'issue.board.instructions',
    defaultMessage: 'To move an issue, press Space on its grip, move it with the left and right arrow keys and press Space again, or use its "Move to…" menu.',
  },
  pickedUp: defineMessage<{ title: string }>({ id: 'issue.board.pickedUp', defaultMessage: 'Picked up {title}.' }),
  droppedOn: defineMessage<{ title: string; status: string }>({ id: 'issue.board.droppedOn', defaultMessage: '{title} dropped on {status}.' }),
  over: defineMessage<{ title: string; status: string }>({ id: 'issue.board.over', defaultMessage: '{title} is over {status}.' }),
  cancelled: defineMessage<{ title: string }>({ id: 'issue.board.cancelled', defaultMessage: 'Moving {title} was cancelled.' }),
});

interface Props {
  query: IssueBoard_query$key;
  /** The filter the board was loaded with. */
  filter: IssueFilter;
}

function statusOf(data: unknown): string | null {
  const statusId = (data as { statusId?: unknown } | undefined)?.statusId;
  return typeof statusId === 'string' ? statusId : null;
}

function titleOf(active: { data: { current?: unknown } }): string {
  return String((active.data.current as { title?: string } | undefined)?.title ?? '');
}

/**
 * The issue board: one column per status (the admin's order) with the server's counts, cards
 * moved by drag and drop (pointer, or keyboard from column to column) or their "Move to…" menu,
 * optimistic with rollback, and kept live by `issuesChanged` under the same filter.
 */
export function IssueBoard({ query, filter }: Props) {
  const intl = useIntl();
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment IssueBoard_query on Query
      @refetchable(queryName: "IssueBoardRefetchQuery")
      @argumentDefinitions(filter: { type: "IssueFilter" }, cardsPerColumn: { type: "Int", defaultValue: 20 }) {
        issueBoard(filter: $filter, cardsPerColumn: $cardsPerColumn) {
          columns {
            __id
            status {
              id
              label
            }
            ...IssueColumn_column
          }
        }
      }
    `,
    query,
  );
  const columns = data.issueBoard.columns;
  const refs = useMemo<IssueColumnRef[]>(() => columns.map((column) => ({ statusId: column.status.id, columnId: column.__id })), [columns]);
  const statuses = useMemo(() => columns.map((column) => ({ id: column.status.id, label: column.status.label })), [columns]);
  const statusLabel = (id: string | null) => statuses.find((status) => status.id === id)?.label ?? '';
  const resync = useCallback(() => startTransition(() => void refetch({ filter }, { fetchPolicy: 'network-only' })), [refetch, filter]);
  const live = useMemo(() => ({ filter, columns: refs, refetch: resync }), [filter, refs, resync]);
  useIssuesChangedSubscription(live);

  const [changeStatus] = useChangeIssueStatus();
  const onMove = useCallback((issueId: string, statusId: string) => changeStatus({ issueId, statusId, columns: refs }), [changeStatus, refs]);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates }),
  );
  const [dragging, setDragging] = useState<string | null>(null);
  const onDragStart = (event: DragStartEvent) => setDragging(titleOf(event.active));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(null);
    const from = statusOf(active.data.current);
    const to = statusOf(over?.data.current);
    if (to !== null && to !== from) onMove(String(active.id), to);
  };

  return (
    <DndContext
      sensors={sensors}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragging(null)}
      accessibility={{
        screenReaderInstructions: { draggable: intl.formatMessage(messages.instructions) },
        announcements: {
          onDragStart: ({ active }) => intl.formatMessage(messages.pickedUp, { title: titleOf(active) }),
          onDragOver: ({ active, over }) => (over ? intl.formatMessage(messages.over, { title: titleOf(active), status: statusLabel(statusOf(over.data.current)) }) : undefined),
          onDragEnd: ({ active, over }) => (over ? intl.formatMessage(messages.droppedOn, { title: titleOf(active), status: statusLabel(statusOf(over.data.current)) }) : undefined),
          onDragCancel: ({ active }) => intl.formatMessage(messages.cancelled, { title: titleOf(active) }),
        },
      }}
    >
      <ScrollArea type="auto" offsetScrollbars aria-label={intl.formatMessage(messages.label)}>
        <Group align="flex-start" wrap="nowrap" gap="sm" pb="sm" data-testid="issue-board">
          {columns.map((column) => (
            <IssueColumn key={column.__id} column={column} statuses={statuses} boardFilter={filter} onMove={onMove} />
          ))}
        </Group>
      </ScrollArea>
      <DragOverlay dropAnimation={null}>
        {dragging !== null && (
          <Paper withBorder shadow="md" p="xs" radius="sm" w={232}>
            <Text size="sm" fw={500}>
              {dragging}
            </Text>
          </Paper>
        )}
      </DragOverlay>
    </DndContext>
  );
}
