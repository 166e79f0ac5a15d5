import { defineMessages } from 'react-intl';
import { useViewSearch, ViewSwitch } from '@/modules/ui/ViewSwitch';

export type DocumentsView = 'list' | 'categories' | 'permissions';

const messages = defineMessages({
  label: { id: 'organization.view.label', defaultMessage: 'View' },
  list: { id: 'document.view.list', defaultMessage: 'Documents' },
  categories: { id: 'document.view.categories', defaultMessage: 'Categories' },
  permissions: { id: 'document.view.permissions', defaultMessage: 'Permissions' },
});

/** Reads `?view=` (the documents list unless an admin view is named). */
export function readDocumentsView(search: URLSearchParams): DocumentsView {
  const view = search.get('view');
  return view === 'categories' || view === 'permissions' ? view : 'list';
}

/**
 * Admin: the documents list, the document categories and the permission categories. Each is a
 * URL (`?view=`), pushed so Back returns to the previous view.
 */
export function DocumentsViewSwitch({ view }: { view: DocumentsView }) {
  // Each view is of other records: none keeps another's search.
  const to = useViewSearch(view, { defaultView: 'list', sharing: [] });
  return <ViewSwitch view={view} views={['list', 'categories', 'permissions']} messages={messages} to={to} />;
}
