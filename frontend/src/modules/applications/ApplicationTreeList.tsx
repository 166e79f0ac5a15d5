import { Button, Text } from '@mantine/core';
import { useContext, useEffect, useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { commonMessages } from '@/modules/ui/commonMessages';
import { useWindowedPage } from '@/modules/ui/windowed/useWindowedItems';
import { ApplicationTreeItem } from './ApplicationTreeItem';
import { TreeContext } from './treeContext';
import { listKey } from './treeLists';
import type { ApplicationTreeItem_node$key } from './__generated__/ApplicationTreeItem_node.graphql';

const messages = defineMessages({
  emptyPages: { id: 'application.tree.emptyPages', defaultMessage: 'No pages yet.' },
  emptyRequirements: { id: 'application.tree.emptyRequirements', defaultMessage: 'No requirements yet.' },
});

/**
 * A list of a tree renders whole up to this many items; past it (after "Load more" in a
 * directory of thousands, issue 33) only those near the viewport, each with its open subtree.
 */
const windowedFrom = 200;

/** A tree row's height before it is measured. */
const itemEstimate = 38;

/** The items above or below the rendered ones, as one empty item of their height. */
function Spacer({ height }: { height: number }) {
  return height > 0 ? <li role="none" aria-hidden="true" style={{ height }} /> : null;
}

interface Props {
  /** The Relay connection's `__id` (placed nodes go into it). */
  connectionId: string;
  edges: readonly { readonly node: { readonly id: string } & ApplicationTreeItem_node$key }[];
  parentId: string | null;
  ancestors: readonly string[];
  hasNext: boolean;
  isLoadingNext: boolean;
  onLoadMore: () => void;
}

/** One list of a tree (its roots, or a directory's children), registered while shown so live changes reach it. */
export function ApplicationTreeList({ connectionId, edges, parentId, ancestors, hasNext, isLoadingNext, onLoadMore }: Props) {
  const intl = useIntl();
  const context = useContext(TreeContext);
  const lists = context?.lists;
  const key = listKey(parentId, context?.tree ?? 'PAGES');
  useEffect(() => lists?.register(key, connectionId), [lists, key, connectionId]);
  const list = useRef<HTMLUListElement>(null);
  const shown = useWindowedPage({ count: edges.length, estimateSize: itemEstimate, listRef: list, from: windowedFrom, itemKey: (index) => edges[index].node.id });
  if (!parentId && edges.length === 0) {
    return (
      <Text size="sm" c="dimmed" py="sm" data-testid="tree-empty">
        {intl.formatMessage(context?.tree === 'REQUIREMENTS' ? messages.emptyRequirements : messages.emptyPages)}
      </Text>
    );
  }
  return (
    <ul ref={list} role={parentId ? 'group' : 'none'} className="application-tree-list" data-windowed={shown.windowed || undefined}>
      <Spacer height={shown.before} />
      {shown.indexes.map((index) => (
        <ApplicationTreeItem
          key={edges[index].node.id}
          node={edges[index].node}
          parentId={parentId}
          index={index}
          siblings={edges.length}
          ancestors={ancestors}
          measure={shown.windowed ? shown.measure : undefined}
        />
      ))}
      <Spacer height={shown.after} />
      {hasNext && (
        <li role="none">
          <Button variant="subtle" size="xs" ml={44} loading={isLoadingNext} onClick={onLoadMore}>
            {intl.formatMessage(commonMessages.loadMore)}
          </Button>
        </li>
      )}
    </ul>
  );
}
