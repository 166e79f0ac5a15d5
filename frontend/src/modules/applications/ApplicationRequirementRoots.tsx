import { startTransition, useCallback, useEffect } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { resync } from '@/modules/relay/resync';
import { ApplicationTreeList } from './ApplicationTreeList';
import type { ApplicationRequirementRoots_query$key } from './__generated__/ApplicationRequirementRoots_query.graphql';

/** Roots per page (the server's maximum). */
const pageSize = 100;

/** The roots of the application's requirements tree (`applicationRoots(tree: REQUIREMENTS)`), paged by "Load more". */
export function ApplicationRequirementRoots({ query }: { query: ApplicationRequirementRoots_query$key }) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment(
    graphql`
      fragment ApplicationRequirementRoots_query on Query
      @refetchable(queryName: "ApplicationRequirementRootsPaginationQuery")
      @argumentDefinitions(applicationId: { type: "ID!" }, first: { type: "Int", defaultValue: 100 }, after: { type: "String" }) {
        requirementRoots: applicationRoots(applicationId: $applicationId, tree: REQUIREMENTS, first: $first, after: $after)
          @connection(key: "ApplicationRequirementRoots_requirementRoots", filters: ["applicationId", "tree"]) {
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
    query,
  );
  const connection = data.requirementRoots;
  const reload = useCallback(
    () => startTransition(() => void refetch({ first: Math.min(100, Math.max(pageSize, connection.edges.length)) }, { fetchPolicy: 'network-only' })),
    [refetch, connection.edges.length],
  );
  useEffect(() => resync.subscribe(reload), [reload]);
  return (
    <ApplicationTreeList
      connectionId={connection.__id}
      edges={connection.edges}
      parentId={null}
      ancestors={[]}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      onLoadMore={() => loadNext(pageSize)}
    />
  );
}
