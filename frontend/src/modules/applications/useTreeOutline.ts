import { useCallback, useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { IEnvironment } from 'relay-runtime';
import type { TreeName } from './treeLists';
import type { useTreeOutlineRootsQuery } from './__generated__/useTreeOutlineRootsQuery.graphql';
import type { useTreeOutlineSubtreeQuery } from './__generated__/useTreeOutlineSubtreeQuery.graphql';

const rootsQuery = graphql`
  query useTreeOutlineRootsQuery($applicationId: ID!, $tree: ApplicationTree!) {
    applicationRoots(applicationId: $applicationId, tree: $tree, first: 100) {
      edges {
        node {
          id
          name
          kind
          childCount
        }
      }
    }
  }
`;

const subtreeQuery = graphql`
  query useTreeOutlineSubtreeQuery($id: ID!) {
    applicationSubtree(id: $id, depth: 10) {
      level
      node {
        id
        name
        kind
        childCount
      }
    }
  }
`;

/** One node of a tree's outline, in the tree's order (depth first). */
export interface OutlineEntry {
  id: string;
  name: string;
  kind: string;
  /** 0 for a root. */
  depth: number;
  parentId: string | null;
  /** Its directories from the root down. */
  ancestors: string[];
}

/**
 * The whole tree as a flat outline (the first 100 roots, each root directory's subtree ten levels
 * down, as `applicationSubtree` allows): for pickers of a directory, a place among its children or
 * a requirement. Directories without children are not asked for (the server answers an error).
 */
export async function loadOutline(environment: IEnvironment, applicationId: string, tree: TreeName): Promise<OutlineEntry[]> {
  const roots = await fetchQuery<useTreeOutlineRootsQuery>(environment, rootsQuery, { applicationId, tree }, { fetchPolicy: 'network-only' }).toPromise();
  const nodes = roots?.applicationRoots.edges.map((edge) => edge.node) ?? [];
  const subtrees = await Promise.all(
    nodes.map((node) =>
      node.kind === 'DIRECTORY' && node.childCount > 0
        ? fetchQuery<useTreeOutlineSubtreeQuery>(environment, subtreeQuery, { id: node.id }, { fetchPolicy: 'network-only' })
            .toPromise()
            .then((data) => data?.applicationSubtree ?? [])
        : Promise.resolve([]),
    ),
  );
  const outline: OutlineEntry[] = [];
  nodes.forEach((root, index) => {
    outline.push({ id: root.id, name: root.name, kind: root.kind, depth: 0, parentId: null, ancestors: [] });
    // Depth first: an entry's parent is the last entry one level up.
    const chain = [root.id];
    for (const entry of subtrees[index]) {
      chain.length = entry.level;
      const ancestors = [...chain];
      outline.push({ id: entry.node.id, name: entry.node.name, kind: entry.node.kind, depth: entry.level, parentId: ancestors.at(-1) ?? null, ancestors });
      chain.push(entry.node.id);
    }
  });
  return outline;
}

export interface TreeOutline {
  entries: OutlineEntry[] | null;
  error: unknown;
  reload: () => void;
}

/** The tree's outline (see `loadOutline`), loaded when the picker opens. */
export function useTreeOutline(applicationId: string, tree: TreeName, enabled = true): TreeOutline {
  const environment = useRelayEnvironment();
  const [entries, setEntries] = useState<OutlineEntry[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    loadOutline(environment, applicationId, tree).then(
      (outline) => {
        if (!current) return;
        setEntries(outline);
        setError(null);
      },
      (failure: unknown) => {
        if (current) setError(failure);
      },
    );
    return () => {
      current = false;
    };
  }, [environment, applicationId, tree, attempt, enabled]);
  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return { entries, error, reload };
}
