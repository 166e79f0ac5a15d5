import { lazy, Suspense } from 'react';

// The button, its dialog and its mutation come with the navigation's saved views, in one chunk.
const SaveViewDialogButton = lazy(() => import('@/pages/views/savedViewChunk').then((module) => ({ default: module.SaveViewDialogButton })));

/**
 * A list page's "Save view" (issue 35 §5): names the list's current filter, sort and columns (its
 * address), private or shared with a role; the navigation lists it at once.
 */
export function SaveViewButton({ list }: { list: string }) {
  return (
    <Suspense fallback={null}>
      <SaveViewDialogButton list={list} />
    </Suspense>
  );
}
