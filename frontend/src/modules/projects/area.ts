import { IconBriefcase } from '@tabler/icons-react';
import { defineMessages } from 'react-intl';

import { segment, type AreaModule } from '@/modules/areas/types';

const messages = defineMessages({
  searchLabel: { id: 'search.area.projects', defaultMessage: 'Projects' },
});

export const area: AreaModule = {
  name: 'projects',
  searchLabel: messages.searchLabel,
  icon: IconBriefcase,
  pages: { Project: (id) => `/projects/${segment(id)}` },
};
