import { IconUser } from '@tabler/icons-react';
import { defineMessages } from 'react-intl';

import { segment, type AreaModule } from '@/modules/areas/types';

const messages = defineMessages({
  searchLabel: { id: 'search.area.members', defaultMessage: 'Members' },
});

export const area: AreaModule = {
  name: 'members',
  searchLabel: messages.searchLabel,
  icon: IconUser,
  pages: { Employee: (id) => `/members/${segment(id)}` },
};
