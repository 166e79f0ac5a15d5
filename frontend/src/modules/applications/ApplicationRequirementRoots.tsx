import { graphql, usePaginationFragment } from 'react-relay';
import { ApplicationRootsList } from './ApplicationRootsList';
import type { ApplicationRequirementRoots_query$key } from './__generated__/ApplicationRequirementRoots_query.graphql';

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
  return <ApplicationRootsList connection={data.requirementRoots} hasNext={hasNext} isLoadingNext={isLoadingNext} loadNext={loadNext} refetch={refetch} />;
}
