import { useEffect } from 'react';
import { resync } from '@/modules/relay/resync';
import { useRefetchShown, type ShownPage } from '@/modules/relay/useLiveList';
import { useLoadNext } from '@/modules/ui/list/useLoadMore';
import { ApplicationTreeList } from './ApplicationTreeList';
import type { ApplicationTreeItem_node$key } from './__generated__/ApplicationTreeItem_node.graphql';

/** Roots per page (the server's maximum). */
const pageSize = 100;

interface Props {
  /** One tree's `applicationRoots` connection. */
  connection: {
    readonly __id: string;
    readonly edges: readonly { readonly node: { readonly id: string } & ApplicationTreeItem_node$key }[];
  };
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: ShownPage['loadNext'];
  refetch: ShownPage['refetch'];
}

/**
 * The roots of one of the application's trees, paged by "Load more"; after a resync it reloads
 * as many roots as were shown, so the pages already loaded stay.
 */
export function ApplicationRootsList({ connection, hasNext, isLoadingNext, loadNext, refetch }: Props) {
  const reload = useRefetchShown({ refetch, loadNext, hasNext, isLoadingNext }, pageSize, connection.edges.length);
  const onLoadMore = useLoadNext(loadNext, pageSize);
  useEffect(() => resync.subscribe(reload), [reload]);
  return (
    <ApplicationTreeList
      connectionId={connection.__id}
      edges={connection.edges}
      parentId={null}
      ancestors={[]}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      onLoadMore={onLoadMore}
    />
  );
}
