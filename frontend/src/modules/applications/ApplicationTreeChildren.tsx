import { useCallback, useContext, useEffect } from 'react';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import { resync } from '@/modules/relay/resync';
import { ApplicationTreeList } from './ApplicationTreeList';
import { TreeContext } from './treeContext';
import type { ApplicationTreeChildren_query$key } from './__generated__/ApplicationTreeChildren_query.graphql';
import type { ApplicationTreeChildrenQuery } from './__generated__/ApplicationTreeChildrenQuery.graphql';
import { useLoadNext } from '@/modules/ui/list/useLoadMore';

/** Children per page of a directory (the server's maximum). */
const pageSize = 100;

const query = graphql`
  query ApplicationTreeChildrenQuery($id: ID!) {
    ...ApplicationTreeChildren_query @arguments(id: $id)
  }
`;

interface Props {
  parentId: string;
  ancestors: readonly string[];
}

/**
 * An open directory's children (`applicationNodeChildren`), loaded when it is opened: what the
 * store holds shows at once and is read again from the server (a list cached from before may
 * have changed while it was closed). Only mounted for a directory with children: for an empty
 * one the server answers an error ('This directory contains no child pages').
 */
export function ApplicationTreeChildren({ parentId, ancestors }: Props) {
  const queryData = useLazyLoadQuery<ApplicationTreeChildrenQuery>(query, { id: parentId }, { fetchPolicy: 'store-and-network' });
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment(
    graphql`
      fragment ApplicationTreeChildren_query on Query
      @refetchable(queryName: "ApplicationTreeChildrenPaginationQuery")
      @argumentDefinitions(id: { type: "ID!" }, first: { type: "Int", defaultValue: 100 }, after: { type: "String" }) {
        applicationNodeChildren(id: $id, first: $first, after: $after) @connection(key: "ApplicationTreeChildren_applicationNodeChildren") {
          __id
          edges {
            node {
              id
              ...ApplicationTreeItem_node
            }
          }
        }
      }
    `,
    queryData as ApplicationTreeChildren_query$key,
  );
  const context = useContext(TreeContext);
  const connection = data.applicationNodeChildren;
  const reload = useCallback(() => refetch({ id: parentId, first: pageSize }, { fetchPolicy: 'network-only' }), [refetch, parentId]);
  useEffect(() => resync.subscribe(reload), [reload]);
  const onLoadMore = useLoadNext(loadNext, pageSize);
  if (!context) return null;
  return (
    <ApplicationTreeList
      connectionId={connection.__id}
      edges={connection.edges}
      parentId={parentId}
      ancestors={ancestors}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      onLoadMore={onLoadMore}
    />
  );
}
