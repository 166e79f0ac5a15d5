import { IconFileText } from '@tabler/icons-react';
import { lazy } from 'react';
import { defineMessages } from 'react-intl';

import { segment, byId, type AreaModule } from '@/modules/areas/types';
import { bulkArchive, bulkDelete, bulkNoCategory } from '@/modules/bulk/bulkFields';

import { documentStatuses } from './documentStatuses';

const messages = defineMessages({
  document: { id: 'demo.statusList.document', defaultMessage: 'Document' },
  searchLabel: { id: 'search.area.documents', defaultMessage: 'Documents' },
  kind: { id: 'document.kind', defaultMessage: 'Document' },
  trash: { id: 'document.trash', defaultMessage: 'Deleted documents' },
  category: { id: 'document.field.category', defaultMessage: 'Category' },
});

// The picker loads with the action bar, not with this file (in the first chunk).
const CategoryPicker = lazy(() => import('./DocumentCategoryBulkPicker'));

export const area: AreaModule = {
  name: 'documents',
  searchLabel: messages.searchLabel,
  icon: IconFileText,
  pages: { Document: (id) => `/documents/${segment(id)}` },
  labels: { Document: messages.kind },
  trash: { Document: messages.trash },
  bulk: {
    Document: {
      archive: bulkArchive,
      category: { value: 'pick', label: messages.category, picker: CategoryPicker, none: bulkNoCategory },
      delete: bulkDelete,
    },
  },
  statuses: [
    { key: 'document', title: messages.document, statuses: byId(documentStatuses) },
  ],
};
