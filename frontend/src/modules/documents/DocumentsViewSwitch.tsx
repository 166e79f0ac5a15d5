import { SegmentedControl } from '@mantine/core';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';

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
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <SegmentedControl
      aria-label={intl.formatMessage(messages.label)}
      value={view}
      onChange={(value) => void navigate({ search: value === 'list' ? '' : `?view=${value}` })}
      data={[
        { value: 'list', label: intl.formatMessage(messages.list) },
        { value: 'categories', label: intl.formatMessage(messages.categories) },
        { value: 'permissions', label: intl.formatMessage(messages.permissions) },
      ]}
    />
  );
}
