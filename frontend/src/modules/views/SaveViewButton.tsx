import { lazy, Suspense } from 'react';
import type { SavedViewList } from './savedViewLists';

// The button, its dialog and its mutation come with the navigation's saved views, in one chunk.
const SaveViewDialogButton = lazy(() => import('@/pages/views/savedViewChunk').then((module) => ({ default: module.SaveViewDialogButton })));

/**
 * A list page's "Save view" (issue 35 §5): names the list's current filter, sort and columns (its
 * address), private or shared with a role; the navigation lists it at once. Placed by
 * `ListPageFrame`'s `savedView`, so every list the server keeps views of gets it the same way.
 */
export function SaveViewButton({ list }: { list: SavedViewList }) {
  return (
    <Suspense fallback={null}>
      <SaveViewDialogButton list={list} />
    </Suspense>
  );
}
