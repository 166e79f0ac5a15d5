import { IconFileText } from '@tabler/icons-react';
import { defineMessages } from 'react-intl';

import { segment, byId, type AreaModule } from '@/modules/areas/types';

import { documentStatuses } from './documentStatuses';

const messages = defineMessages({
  document: { id: 'demo.statusList.document', defaultMessage: 'Document' },
  searchLabel: { id: 'search.area.documents', defaultMessage: 'Documents' },
  kind: { id: 'document.kind', defaultMessage: 'Document' },
  trash: { id: 'document.trash', defaultMessage: 'Deleted documents' },
});

export const area: AreaModule = {
  name: 'documents',
  searchLabel: messages.searchLabel,
  icon: IconFileText,
  pages: { Document: (id) => `/documents/${segment(id)}` },
  labels: { Document: messages.kind },
  trash: { Document: messages.trash },
  statuses: [
    { key: 'document', title: messages.document, statuses: byId(documentStatuses) },
  ],
};
