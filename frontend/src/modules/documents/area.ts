import { IconFileText } from '@tabler/icons-react';
import { defineMessages } from 'react-intl';

import { segment, type AreaModule } from '@/modules/areas/types';

const messages = defineMessages({
  searchLabel: { id: 'search.area.documents', defaultMessage: 'Documents' },
});

export const area: AreaModule = {
  name: 'documents',
  searchLabel: messages.searchLabel,
  icon: IconFileText,
  pages: { Document: (id) => `/documents/${segment(id)}` },
};
