import { IconRobot } from '@tabler/icons-react';
import { defineMessages } from 'react-intl';

import { segment, type AreaModule } from '@/modules/areas/types';

const messages = defineMessages({
  searchLabel: { id: 'search.area.agents', defaultMessage: 'Agents' },
});

export const area: AreaModule = {
  name: 'agents',
  searchLabel: messages.searchLabel,
  icon: IconRobot,
  pages: {
    Agent: (id) => `/agents/${segment(id)}`,
    AgentRole: () => '/agents',
  },
};
