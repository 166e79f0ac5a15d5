/**
 * Saved views' one lazy chunk (issue 35 §5): `/views/:id`'s page and loader (`viewRoutes`) and
 * the navigation's list (`layout/Navigation`), so the entry chunk, at its budget, names one chunk.
 */
export { SavedViewsNav } from '@/modules/views/SavedViewsNav';
export { SavedViewPage } from './SavedViewPage';
export { savedViewPageLoader } from './savedViewPageLoader';
export { SaveViewDialogButton } from '@/modules/views/SaveViewDialogButton';
