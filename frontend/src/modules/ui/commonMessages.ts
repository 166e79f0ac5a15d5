import { defineMessages } from 'react-intl';

/** The words every screen uses, one key each: import these rather than defining them again. */
export const commonMessages = defineMessages({
  archive: { id: 'common.archive', defaultMessage: 'Archive' },
  breadcrumbs: { id: 'common.breadcrumbs', defaultMessage: 'Breadcrumbs' },
  cancel: { id: 'common.cancel', defaultMessage: 'Cancel' },
  close: { id: 'common.close', defaultMessage: 'Close' },
  createdAt: { id: 'common.createdAt', defaultMessage: 'Created' },
  edit: { id: 'common.edit', defaultMessage: 'Edit' },
  loading: { id: 'common.loading', defaultMessage: 'Loading…' },
  loadMore: { id: 'common.loadMore', defaultMessage: 'Load more' },
  noDescription: { id: 'common.noDescription', defaultMessage: 'No description.' },
  restore: { id: 'common.restore', defaultMessage: 'Restore' },
  save: { id: 'common.save', defaultMessage: 'Save' },
  saveChanges: { id: 'common.saveChanges', defaultMessage: 'Save changes' },
  updatedAt: { id: 'common.updatedAt', defaultMessage: 'Updated' },
});
