import { Button, Text } from '@mantine/core';
import { useContext, useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { commonMessages } from '@/modules/ui/commonMessages';
import { ApplicationTreeItem } from './ApplicationTreeItem';
import { TreeContext } from './treeContext';
import { listKey } from './treeLists';
import type { ApplicationTreeItem_node$key } from './__generated__/ApplicationTreeItem_node.graphql';

const messages = defineMessages({
  emptyPages: { id: 'application.tree.emptyPages', defaultMessage: 'No pages yet.' },
  emptyRequirements: { id: 'application.tree.emptyRequirements', defaultMessage: 'No requirements yet.' },
});

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
  if (!parentId && edges.length === 0) {
    return (
      <Text size="sm" c="dimmed" py="sm" data-testid="tree-empty">
        {intl.formatMessage(context?.tree === 'REQUIREMENTS' ? messages.emptyRequirements : messages.emptyPages)}
      </Text>
    );
  }
  return (
    <ul role={parentId ? 'group' : 'none'} className="application-tree-list">
      {edges.map((edge, index) => (
        <ApplicationTreeItem key={edge.node.id} node={edge.node} parentId={parentId} index={index} siblings={edges.length} ancestors={ancestors} />
      ))}
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
