import { IconChecklist } from '@tabler/icons-react';
import { defineMessages } from 'react-intl';

import { segment, type AreaModule } from '@/modules/areas/types';

const messages = defineMessages({
  searchLabel: { id: 'search.area.tasks', defaultMessage: 'Tasks' },
});

export const area: AreaModule = {
  name: 'tasks',
  searchLabel: messages.searchLabel,
  icon: IconChecklist,
  pages: { Task: (id) => `/tasks/${segment(id)}` },
};
