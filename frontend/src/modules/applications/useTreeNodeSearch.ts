import { graphql } from 'react-relay';
import { useServerSearch, type ServerSearch } from '@/modules/ui/form/useServerSearch';
import type { TreeName } from './treeLists';
import type { ApplicationNodeKind, useTreeNodeSearchQuery } from './__generated__/useTreeNodeSearchQuery.graphql';
import type { PickedNode } from './treePicker';

/** One tree's nodes whose name has what is typed in a picker (of one kind when asked), with their paths. */
const searchQuery = graphql`
  query useTreeNodeSearchQuery($applicationId: ID!, $tree: ApplicationTree!, $keyword: String!, $kind: ApplicationNodeKind) {
    applicationNodeSearch(applicationId: $applicationId, tree: $tree, keyword: $keyword, kind: $kind, first: 20) {
      edges {
        node {
          id
          name
          kind
          childCount
          path {
            id
            name
          }
        }
      }
    }
  }
`;

/**
 * A tree picker's search on the server (issue 33): the move dialog, the new page's parent and the
 * requirement linker offer the first twenty nodes by name and find the others as one types, so a
 * tree of thousands is never loaded whole. Not `enabled`, it asks nothing until one types.
 */
export function useTreeNodeSearch(applicationId: string, tree: TreeName, { kind = null, enabled = true }: { kind?: ApplicationNodeKind | null; enabled?: boolean } = {}): ServerSearch<PickedNode> {
  return useServerSearch<useTreeNodeSearchQuery, PickedNode>(searchQuery, (response) => response.applicationNodeSearch, {
    variables: { applicationId, tree, kind },
    browse: enabled,
  });
}
