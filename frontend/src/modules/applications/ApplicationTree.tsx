import { DndContext, DragOverlay, PointerSensor, pointerWithin, useSensor, useSensors, type DragMoveEvent, type DragEndEvent } from '@dnd-kit/core';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { LinkButton } from '@/modules/ui/LinkButton';
import { MoveNodeModal } from './MoveNodeModal';
import { newNodePath } from './nodePaths';
import { TreeContext, type TreeContextValue } from './treeContext';
import type { TreeLists, TreeName } from './treeLists';
import { dropZone, moveForDrop, type DropZone, type MoveTarget, type TreeSpot } from './treeMoves';
import { useChangeApplicationNodeStatus } from './useChangeApplicationNodeStatus';
import { useMoveApplicationNode } from './useMoveApplicationNode';
import './tree.css';

const messages = defineMessages({
  PAGES: { id: 'application.tree.pages', defaultMessage: 'Pages' },
  REQUIREMENTS: { id: 'application.tree.requirements', defaultMessage: 'Requirements' },
  newPage: { id: 'application.tree.newPage', defaultMessage: 'New page' },
  newRequirement: { id: 'application.tree.newRequirement', defaultMessage: 'New requirement' },
  instructions: {
    id: 'application.tree.instructions',
    defaultMessage:
      'Arrow keys move between items, Right and Left open and close a directory, Enter opens an item, Alt with Up or Down moves it among its siblings and M moves it to another directory. With a mouse, drag an item by its grip before, after or onto a directory.',
  },
  pickedUp: defineMessage<{ name: string }>({ id: 'application.tree.pickedUp', defaultMessage: 'Picked up {name}.' }),
  dropped: defineMessage<{ name: string }>({ id: 'application.tree.dropped', defaultMessage: '{name} dropped.' }),
  cancelled: defineMessage<{ name: string }>({ id: 'application.tree.cancelled', defaultMessage: 'Moving {name} was cancelled.' }),
  over: defineMessage<{ name: string; target: string }>({ id: 'application.tree.over', defaultMessage: '{name} is over {target}.' }),
});

type Spot = TreeSpot & { name: string };

interface Props {
  applicationId: string;
  tree: TreeName;
  lists: TreeLists;
  /** Directories to open besides those open last time in this tab (the way to a node just created). */
  initiallyExpanded?: readonly string[];
  /** The roots list (`ApplicationPageRoots` / `ApplicationRequirementRoots`). */
  children: ReactNode;
}

/** The directories open in this tab last time (session storage), if any. */
function readExpanded(key: string): string[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(key) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function spotOf(data: unknown): Spot | null {
  const spot = data as Partial<Spot> | undefined;
  return spot && typeof spot.nodeId === 'string' ? (spot as Spot) : null;
}

/** Where the pointer is now: where the drag started plus how far it went. */
function pointerY(event: DragMoveEvent | DragEndEvent): number | null {
  const start = event.activatorEvent as PointerEvent | MouseEvent | null;
  return start && 'clientY' in start ? start.clientY + event.delta.y : null;
}

function zoneFor(event: DragMoveEvent | DragEndEvent): { spot: Spot; zone: DropZone } | null {
  const spot = spotOf(event.over?.data.current);
  const y = pointerY(event);
  if (!spot || y === null) return null;
  const row = document.querySelector(`[data-node-id="${CSS.escape(spot.nodeId)}"] > [data-tree-row]`);
  const rect = row?.getBoundingClientRect() ?? event.over?.rect;
  if (!rect) return null;
  return { spot, zone: dropZone(spot, y, rect) };
}

/**
 * One tree of an application (pages or requirements): its roots and open directories, with
 * drag and drop (before, after or into a directory; the server moves a directory with its whole
 * subtree), the keyboard (arrows, Alt+↑/↓ to reorder, M for "Move to…") and a menu per node.
 */
export function ApplicationTree({ applicationId, tree, lists, initiallyExpanded = [], children }: Props) {
  const intl = useIntl();
  const to = useLocalePath();
  const storageKey = `staffhub.applicationTree.${applicationId}.${tree}`;
  const [expanded, setExpandedSet] = useState<ReadonlySet<string>>(() => new Set([...readExpanded(storageKey), ...initiallyExpanded]));
  // The open directories outlive the page (its node pages and back), for this tab.
  useEffect(() => {
    try {
      sessionStorage.setItem(storageKey, JSON.stringify([...expanded]));
    } catch {
      // Storage full or unavailable: the tree just opens closed next time.
    }
  }, [storageKey, expanded]);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [drop, setDrop] = useState<TreeContextValue['drop']>(null);
  const [dragging, setDragging] = useState<Spot | null>(null);
  const [moving, setMoving] = useState<Spot | null>(null);
  const container = useRef<HTMLDivElement>(null);
  const [moveNode] = useMoveApplicationNode(lists);
  const [changeNodeStatus] = useChangeApplicationNodeStatus();

  const setExpanded = useCallback((nodeId: string, open: boolean) => {
    setExpandedSet((previous) => {
      if (previous.has(nodeId) === open) return previous;
      const next = new Set(previous);
      if (open) next.add(nodeId);
      else next.delete(nodeId);
      return next;
    });
  }, []);

  const move = useCallback(
    (spot: Spot, target: MoveTarget) =>
      moveNode({
        id: spot.nodeId,
        from: spot.parentId,
        tree,
        target,
        // Into a closed directory: open it once the server has moved the node, so it shows there.
        onCompleted: () => {
          if (target.parentId) setExpanded(target.parentId, true);
          requestAnimationFrame(() => container.current?.querySelector<HTMLElement>(`[data-node-id="${CSS.escape(spot.nodeId)}"]`)?.focus());
        },
      }),
    [moveNode, tree, setExpanded],
  );
  const changeStatus = useCallback((nodeId: string, statusId: number) => changeNodeStatus({ nodeId, statusId }), [changeNodeStatus]);

  const context = useMemo<TreeContextValue>(
    () => ({
      applicationId,
      tree,
      lists,
      expanded,
      setExpanded,
      activeId,
      setActiveId,
      drop,
      dragging: dragging?.nodeId ?? null,
      move,
      openMoveDialog: setMoving,
      changeStatus,
    }),
    [applicationId, tree, lists, expanded, setExpanded, activeId, drop, dragging, move, changeStatus],
  );

  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }));
  const onDragMove = (event: DragMoveEvent) => {
    const found = zoneFor(event);
    const next = found ? { nodeId: found.spot.nodeId, zone: found.zone } : null;
    setDrop((previous) => (previous?.nodeId === next?.nodeId && previous?.zone === next?.zone ? previous : next));
  };
  const onDragEnd = (event: DragEndEvent) => {
    const active = spotOf(event.active.data.current);
    const found = zoneFor(event);
    setDrop(null);
    setDragging(null);
    if (!active || !found) return;
    const target = moveForDrop(active, found.spot, found.zone);
    if (target) move(active, target);
  };

  // Arrow keys between the shown items (roving focus); each item handles its own other keys.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const item = (event.target as HTMLElement).closest<HTMLElement>('[role="treeitem"]');
    if (!item || event.target !== item || event.altKey || event.ctrlKey || event.metaKey) return;
    const shownItems = () => [...(container.current?.querySelectorAll<HTMLElement>('[role="treeitem"]') ?? [])];
    const items = shownItems();
    const index = items.indexOf(item);
    // A long list shows only the items near the viewport (issue 33): Home and End scroll the
    // tree to its start or end, frame after frame until the first item (the first root) or the
    // last one (the last of its list) is rendered there and stays, then focus it.
    const tree = container.current;
    if ((event.key === 'Home' || event.key === 'End') && tree?.querySelector('[data-windowed]')) {
      event.preventDefault();
      const home = event.key === 'Home';
      let previous: HTMLElement | undefined;
      const settle = (framesLeft: number) => {
        tree.scrollIntoView({ block: home ? 'start' : 'end' });
        const edge = home ? shownItems()[0] : shownItems().at(-1);
        const reached = home ? edge?.getAttribute('aria-posinset') === '1' && edge.getAttribute('aria-level') === '1' : edge?.getAttribute('aria-posinset') === edge?.getAttribute('aria-setsize');
        if (edge && ((reached && edge === previous) || framesLeft === 0)) edge.focus();
        else requestAnimationFrame(() => settle(framesLeft - 1));
        previous = edge;
      };
      settle(30);
      return;
    }
    let next: HTMLElement | undefined;
    if (event.key === 'ArrowDown') next = items[index + 1];
    else if (event.key === 'ArrowUp') next = items[index - 1];
    else if (event.key === 'Home') next = items[0];
    else if (event.key === 'End') next = items.at(-1);
    else if (event.key === 'ArrowRight' && item.getAttribute('aria-expanded') === 'true') next = items[index + 1];
    else if (event.key === 'ArrowLeft') {
      const parentId = item.dataset.parentId;
      next = parentId ? items.find((candidate) => candidate.dataset.nodeId === parentId) : undefined;
    } else return;
    event.preventDefault();
    next?.focus();
  };

  const label = intl.formatMessage(messages[tree]);
  const instructionsId = `tree-instructions-${tree}`;
  return (
    <TreeContext.Provider value={context}>
      <Paper withBorder radius="md" p="sm" component="section" aria-label={label} data-testid={`tree-${tree}`}>
        <Stack gap="xs">
          <Group justify="space-between" wrap="nowrap">
            <Title order={2} size="h4">
              {label}
            </Title>
            <LinkButton
              to={to(newNodePath(applicationId, tree))}
              size="xs"
              variant="light"
              leftSection={<IconPlus size={14} aria-hidden />}
              data-testid={`tree-${tree}-new`}
            >
              {intl.formatMessage(tree === 'PAGES' ? messages.newPage : messages.newRequirement)}
            </LinkButton>
          </Group>
          <Text id={instructionsId} size="xs" c="dimmed">
            {intl.formatMessage(messages.instructions)}
          </Text>
          <DndContext
            sensors={sensors}
            collisionDetection={pointerWithin}
            onDragStart={(event) => setDragging(spotOf(event.active.data.current))}
            onDragMove={onDragMove}
            onDragEnd={onDragEnd}
            onDragCancel={() => {
              setDrop(null);
              setDragging(null);
            }}
            accessibility={{
              announcements: {
                onDragStart: ({ active }) => intl.formatMessage(messages.pickedUp, { name: spotOf(active.data.current)?.name ?? '' }),
                onDragOver: ({ active, over }) =>
                  over ? intl.formatMessage(messages.over, { name: spotOf(active.data.current)?.name ?? '', target: spotOf(over.data.current)?.name ?? '' }) : undefined,
                onDragEnd: ({ active }) => intl.formatMessage(messages.dropped, { name: spotOf(active.data.current)?.name ?? '' }),
                onDragCancel: ({ active }) => intl.formatMessage(messages.cancelled, { name: spotOf(active.data.current)?.name ?? '' }),
              },
            }}
          >
            <div
              ref={container}
              role="tree"
              aria-label={label}
              aria-describedby={instructionsId}
              onKeyDown={onKeyDown}
              data-testid={`tree-${tree}-items`}
            >
              {children}
            </div>
            <DragOverlay dropAnimation={null}>
              {dragging && (
                <Paper withBorder shadow="md" px="xs" py={4} radius="sm">
                  <Text size="sm" fw={500}>
                    {dragging.name}
                  </Text>
                </Paper>
              )}
            </DragOverlay>
          </DndContext>
        </Stack>
      </Paper>
      {moving && (
        <MoveNodeModal
          applicationId={applicationId}
          tree={tree}
          node={moving}
          onClose={() => setMoving(null)}
          onMove={(target) => {
            move(moving, target);
            setMoving(null);
          }}
        />
      )}
    </TreeContext.Provider>
  );
}

