import { fetchQuery, graphql } from 'react-relay';
import type { IEnvironment } from 'relay-runtime';
import type { treePlacementDirectoryQuery } from './__generated__/treePlacementDirectoryQuery.graphql';

/**
 * What a node's change moves besides itself, selected by every notice and mutation that changes
 * a node: its place (parent, position), and the counts that follow it up the tree — each
 * ancestor's child count and progress (the `path`) and the application's progress per tree.
 */
/**
 * A directory's counts and its ancestors', which follow a node moved in or out of it: the child
 * count and progress of it and of each directory on its `path`.
 */
void graphql`
  fragment treePlacement_counts on ApplicationNode {
    id
    childCount
    progress {
      completed
      total
    }
    path {
      id
      childCount
      progress {
        completed
        total
      }
    }
  }
`;

void graphql`
  fragment treePlacement_node on ApplicationNode {
    id
    tree
    kind
    position
    statusId
    parent {
      id
    }
    ...treePlacement_counts
    application {
      id
      ...ApplicationProgress_application
    }
  }
`;

const directoryQuery = graphql`
  query treePlacementDirectoryQuery($id: ID!) {
    node(id: $id) {
      ...treePlacement_counts @alias
    }
  }
`;

/**
 * Reads a directory's child count and progress again, with its ancestors': the directory a node
 * left (its new ancestors come with the node's own `path`). Failures are ignored (the directory
 * may be gone from view).
 */
export function refreshDirectory(environment: IEnvironment, id: string): void {
  fetchQuery<treePlacementDirectoryQuery>(environment, directoryQuery, { id }, { fetchPolicy: 'network-only' }).subscribe({
    error: (error: unknown) => console.warn('refreshing a directory failed', error),
  });
}
