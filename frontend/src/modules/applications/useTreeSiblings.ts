import { graphql } from 'react-relay';
import { useDebouncedFetch } from '@/modules/ui/useDebouncedFetch';
import type { TreeName } from './treeLists';
import type { useTreeSiblingsQuery, useTreeSiblingsQuery$data } from './__generated__/useTreeSiblingsQuery.graphql';

/** A directory's first hundred children (or the tree's first hundred roots), and the directory named by its path. */
const siblingsQuery = graphql`
  query useTreeSiblingsQuery($applicationId: ID!, $tree: ApplicationTree!, $parentId: ID!, $top: Boolean!) {
    applicationRoots(applicationId: $applicationId, tree: $tree, first: 100) @include(if: $top) {
      totalCount
      edges {
        node {
          id
          name
        }
      }
    }
    parent: node(id: $parentId) @skip(if: $top) {
      ... on ApplicationNode {
        id
        name
        path {
          id
          name
        }
      }
    }
    applicationNodeChildren(id: $parentId, first: 100) @skip(if: $top) {
      totalCount
      edges {
        node {
          id
          name
        }
      }
    }
  }
`;

export interface TreeSiblings {
  /** The first hundred in place order; null while they load. */
  nodes: readonly { readonly id: string; readonly name: string }[] | null;
  /** How many there are in all. */
  total: number;
  /** The directory asked about, with its path (null for the top level). */
  parent: useTreeSiblingsQuery$data['parent'] | null;
  error: string | null;
}

/**
 * The children of the directory a move goes into (`parentId` null: the top level), for the
 * dialog's "Position" (issue 33: one directory's first page, not the whole tree). A directory known
 * to be empty (`childCount` 0) is not asked about: the server answers an error for it.
 */
export function useTreeSiblings(applicationId: string, tree: TreeName, parentId: string | null, childCount: number | undefined): TreeSiblings {
  const empty = parentId !== null && childCount === 0;
  const { data, error } = useDebouncedFetch<useTreeSiblingsQuery>(siblingsQuery, empty ? null : { applicationId, tree, parentId: parentId ?? applicationId, top: parentId === null }, { delayMs: 0 });
  if (empty) return { nodes: [], total: 0, parent: null, error: null };
  const connection = parentId === null ? data?.applicationRoots : data?.applicationNodeChildren;
  const current = data && (parentId === null || data.parent?.id === parentId);
  return {
    nodes: current && connection ? connection.edges.map((edge) => edge.node) : null,
    total: current && connection ? connection.totalCount : 0,
    parent: current ? (data.parent ?? null) : null,
    error,
  };
}
