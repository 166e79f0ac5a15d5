import { useDraggable, useDroppable } from '@dnd-kit/core';
import { ActionIcon, Anchor, Box, Group, Loader, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconDots, IconFile, IconFolder, IconFolderOpen, IconGripVertical } from '@tabler/icons-react';
import { Suspense, useCallback, useContext, type KeyboardEvent } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link, useNavigate } from 'react-router';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { errorMessage } from '@/modules/relay/errorMessages';
import { commonMessages } from '@/modules/ui/commonMessages';
import { SectionErrorBoundary } from '@/modules/ui/SectionErrorBoundary';
import { nodeStatuses } from './applicationStatuses';
import { ApplicationTreeChildren } from './ApplicationTreeChildren';
import { nodePath, newNodePath } from './nodePaths';
import { NodeStatusBadge } from './NodeStatusBadge';
import { ProgressMeter } from './ProgressMeter';
import { TreeContext } from './treeContext';
import { moveBy, type TreeSpot } from './treeMoves';
import { applicationMessages } from './applicationMessages';
import type { ApplicationTreeItem_node$key } from './__generated__/ApplicationTreeItem_node.graphql';

const messages = defineMessages({
  drag: defineMessage<{ name: string }>({ id: 'application.tree.drag', defaultMessage: 'Drag {name}' }),
  expand: defineMessage<{ name: string }>({ id: 'application.tree.expand', defaultMessage: 'Expand {name}' }),
  collapse: defineMessage<{ name: string }>({ id: 'application.tree.collapse', defaultMessage: 'Collapse {name}' }),
  actions: defineMessage<{ name: string }>({ id: 'application.tree.actions', defaultMessage: 'Actions for {name}' }),
  addPage: { id: 'application.tree.addChildPage', defaultMessage: 'Add a page inside' },
  addRequirement: { id: 'application.tree.addChildRequirement', defaultMessage: 'Add a requirement inside' },
  moveTo: { id: 'application.tree.moveTo', defaultMessage: 'Move to…' },
  moveUp: { id: 'application.tree.moveUp', defaultMessage: 'Move up' },
  moveDown: { id: 'application.tree.moveDown', defaultMessage: 'Move down' },
  noChildPages: { id: 'application.tree.noChildPages', defaultMessage: 'This directory contains no child pages' },
  noChildRequirements: { id: 'application.tree.noChildRequirements', defaultMessage: 'This directory contains no child requirements' },
});

interface Props {
  node: ApplicationTreeItem_node$key;
  /** Its parent directory (null for a root), its place and how many siblings it has. */
  parentId: string | null;
  index: number;
  siblings: number;
  /** Its directories from the root down. */
  ancestors: readonly string[];
  /** In a long list shown in part (issue 33): the ref that measures its height, with its `index`. */
  measure?: (element: Element | null) => void;
}

/**
 * One page or requirement in its tree: a drag handle, expand/collapse (directories), the name
 * linking to its page, its status badge, a progress bar on directories, and a menu (add inside,
 * move to…, move up/down, status). A directory's children load when it is opened (none asked
 * for when it has none). The row is a drop target: before, into (directories) or after it.
 */
export function ApplicationTreeItem({ node, parentId, index, siblings, ancestors, measure }: Props) {
  const intl = useIntl();
  const to = useLocalePath();
  const navigate = useNavigate();
  const context = useContext(TreeContext);
  const data = useFragment(
    graphql`
      fragment ApplicationTreeItem_node on ApplicationNode {
        id
        name
        kind
        tree
        statusId
        childCount
        progress {
          completed
          total
        }
      }
    `,
    node,
  );
  if (!context) throw new Error('ApplicationTreeItem outside its tree');
  const { applicationId, tree, expanded, setExpanded, activeId, setActiveId, drop, dragging, move, openMoveDialog, changeStatus } = context;
  const isDirectory = data.kind === 'DIRECTORY';
  const open = isDirectory && expanded.has(data.id);
  const spot: TreeSpot & { name: string } = {
    nodeId: data.id,
    parentId,
    index,
    kind: data.kind,
    childCount: data.childCount,
    ancestors,
    expanded: open,
    name: data.name,
  };
  const { attributes, listeners, setNodeRef: setDragRef, isDragging } = useDraggable({ id: data.id, data: spot });
  const { setNodeRef: setDropRef } = useDroppable({ id: `drop:${data.id}`, data: spot });
  const rowRef = useCallback(
    (element: HTMLElement | null) => {
      setDragRef(element);
      setDropRef(element);
    },
    [setDragRef, setDropRef],
  );
  const zone = drop?.nodeId === data.id && dragging !== data.id ? drop.zone : null;
  const labelId = `tree-node-${data.id}`;
  const href = to(nodePath(applicationId, tree, data.id));
  const up = moveBy(spot, siblings, -1);
  const down = moveBy(spot, siblings, 1);

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault();
      const target = event.key === 'ArrowUp' ? up : down;
      if (target) move(spot, target);
      return;
    }
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      void navigate(href);
    } else if (event.key === 'm' || event.key === 'M') {
      event.preventDefault();
      openMoveDialog(spot);
    } else if (event.key === 'ArrowRight' && isDirectory && !open) {
      event.preventDefault();
      event.stopPropagation();
      setExpanded(data.id, true);
    } else if (event.key === 'ArrowLeft' && open) {
      event.preventDefault();
      event.stopPropagation();
      setExpanded(data.id, false);
    }
  };

  const emptyMessage = tree === 'PAGES' ? messages.noChildPages : messages.noChildRequirements;
  return (
    <li
      ref={measure}
      data-index={measure ? index : undefined}
      role="treeitem"
      aria-labelledby={labelId}
      aria-level={ancestors.length + 1}
      aria-setsize={siblings}
      aria-posinset={index + 1}
      aria-expanded={isDirectory ? open : undefined}
      tabIndex={activeId === data.id || (activeId === null && parentId === null && index === 0) ? 0 : -1}
      onFocus={(event) => {
        if (event.target === event.currentTarget) setActiveId(data.id);
      }}
      onKeyDown={onKeyDown}
      className="application-tree-item"
      data-testid="tree-node"
      data-node-id={data.id}
      data-name={data.name}
      data-kind={data.kind}
      data-parent-id={parentId ?? ''}
    >
      <Group
        ref={rowRef}
        gap={4}
        wrap="nowrap"
        className="application-tree-row"
        data-drop={zone ?? undefined}
        data-tree-row
        style={{ opacity: isDragging ? 0.4 : 1 }}
      >
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          aria-label={intl.formatMessage(messages.drag, { name: data.name })}
          data-testid="tree-node-handle"
          style={{ cursor: 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
          tabIndex={-1}
        >
          <IconGripVertical size={14} aria-hidden />
        </ActionIcon>
        {isDirectory ? (
          <UnstyledButton
            onClick={() => setExpanded(data.id, !open)}
            aria-label={intl.formatMessage(open ? messages.collapse : messages.expand, { name: data.name })}
            data-testid="tree-node-toggle"
            tabIndex={-1}
            style={{ display: 'flex' }}
          >
            {open ? <IconChevronDown size={16} aria-hidden /> : <IconChevronRight size={16} aria-hidden />}
          </UnstyledButton>
        ) : (
          <Box w={16} />
        )}
        {isDirectory ? (
          open ? (
            <IconFolderOpen size={16} aria-label={intl.formatMessage(applicationMessages.kindDirectory)} />
          ) : (
            <IconFolder size={16} aria-label={intl.formatMessage(applicationMessages.kindDirectory)} />
          )
        ) : (
          <IconFile size={16} aria-hidden />
        )}
        <Anchor id={labelId} component={Link} to={href} size="sm" fw={isDirectory ? 600 : 400} tabIndex={-1} style={{ flex: 1, minWidth: 0, wordBreak: 'break-word' }} data-testid="tree-node-name">
          {data.name}
        </Anchor>
        {isDirectory && <ProgressMeter completed={data.progress.completed} total={data.progress.total} width={60} data-testid="tree-node-progress" />}
        <NodeStatusBadge statusId={data.statusId} size="sm" />
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" size="sm" aria-label={intl.formatMessage(messages.actions, { name: data.name })} data-testid="tree-node-menu">
              <IconDots size={14} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item component={Link} to={to(newNodePath(applicationId, tree, data.id))} data-testid="tree-node-add-child">
              {intl.formatMessage(tree === 'PAGES' ? messages.addPage : messages.addRequirement)}
            </Menu.Item>
            <Menu.Item onClick={() => openMoveDialog(spot)} data-testid="tree-node-move-to">
              {intl.formatMessage(messages.moveTo)}
            </Menu.Item>
            <Menu.Item disabled={!up} onClick={() => up && move(spot, up)} data-testid="tree-node-move-up">
              {intl.formatMessage(messages.moveUp)}
            </Menu.Item>
            <Menu.Item disabled={!down} onClick={() => down && move(spot, down)} data-testid="tree-node-move-down">
              {intl.formatMessage(messages.moveDown)}
            </Menu.Item>
            <Menu.Divider />
            <Menu.Label>{intl.formatMessage(applicationMessages.status)}</Menu.Label>
            {nodeStatuses.map((status) => (
              <Menu.Item
                key={status.id}
                disabled={status.id === data.statusId}
                onClick={() => changeStatus(data.id, status.id)}
                data-testid="tree-node-status"
                data-status-id={status.id}
              >
                {intl.formatMessage(status.label)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      </Group>
      {open &&
        (data.childCount > 0 ? (
          <SectionErrorBoundary
            key={data.childCount}
            fallback={(error) => (
              <Text size="xs" c="dimmed" pl={44} py={4} data-testid="tree-node-empty">
                {errorMessage(intl, error)}
              </Text>
            )}
          >
            <Suspense
              fallback={
                <Group pl={44} py={4} role="status" aria-label={intl.formatMessage(commonMessages.loading)}>
                  <Loader size="xs" />
                </Group>
              }
            >
              <ApplicationTreeChildren parentId={data.id} ancestors={[...ancestors, data.id]} />
            </Suspense>
          </SectionErrorBoundary>
        ) : (
          <Text size="xs" c="dimmed" pl={44} py={4} data-testid="tree-node-empty">
            {intl.formatMessage(emptyMessage)}
          </Text>
        ))}
    </li>
  );
}
