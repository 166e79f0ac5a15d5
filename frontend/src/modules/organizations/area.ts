import { IconBuilding } from '@tabler/icons-react';
import { defineMessages } from 'react-intl';

import { segment, type AreaModule } from '@/modules/areas/types';

const messages = defineMessages({
  searchLabel: { id: 'search.area.organizations', defaultMessage: 'Organizations' },
});

export const area: AreaModule = {
  name: 'organizations',
  searchLabel: messages.searchLabel,
  icon: IconBuilding,
  pages: { Organization: (id) => `/organizations/${segment(id)}` },
};
