import type { TreeName } from './treeLists';

/** The route segment of a tree: `pages` or `requirements`. */
export function treeSegment(tree: TreeName | string): 'pages' | 'requirements' {
  return tree === 'REQUIREMENTS' ? 'requirements' : 'pages';
}

/** `/applications/{applicationid}/pages/{pagesid}` or `…/requirements/{requirementsid}` (locale-less). */
export function nodePath(applicationId: string, tree: TreeName | string, nodeId: string): string {
  return `/applications/${encodeURIComponent(applicationId)}/${treeSegment(tree)}/${encodeURIComponent(nodeId)}`;
}

/** The create form of a tree, optionally with a parent chosen (`?parent=`). */
export function newNodePath(applicationId: string, tree: TreeName | string, parentId?: string | null): string {
  const path = `/applications/${encodeURIComponent(applicationId)}/${treeSegment(tree)}/new`;
  return parentId ? `${path}?parent=${encodeURIComponent(parentId)}` : path;
}
