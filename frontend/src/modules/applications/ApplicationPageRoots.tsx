import { graphql, usePaginationFragment } from 'react-relay';
import { ApplicationRootsList } from './ApplicationRootsList';
import type { ApplicationPageRoots_query$key } from './__generated__/ApplicationPageRoots_query.graphql';

/** The roots of the application's pages tree (`applicationRoots(tree: PAGES)`), paged by "Load more". */
export function ApplicationPageRoots({ query }: { query: ApplicationPageRoots_query$key }) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment(
    graphql`
      fragment ApplicationPageRoots_query on Query
      @refetchable(queryName: "ApplicationPageRootsPaginationQuery")
      @argumentDefinitions(applicationId: { type: "ID!" }, first: { type: "Int", defaultValue: 100 }, after: { type: "String" }) {
        pageRoots: applicationRoots(applicationId: $applicationId, tree: PAGES, first: $first, after: $after)
          @connection(key: "ApplicationPageRoots_pageRoots", filters: ["applicationId", "tree"]) {
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
  return <ApplicationRootsList connection={data.pageRoots} hasNext={hasNext} isLoadingNext={isLoadingNext} loadNext={loadNext} refetch={refetch} />;
}
