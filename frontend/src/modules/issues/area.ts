import { IconBug } from '@tabler/icons-react';
import { defineMessages } from 'react-intl';

import { segment, type AreaModule } from '@/modules/areas/types';

const messages = defineMessages({
  searchLabel: { id: 'search.area.issues', defaultMessage: 'Issues' },
});

export const area: AreaModule = {
  name: 'issues',
  searchLabel: messages.searchLabel,
  icon: IconBug,
  pages: {
    Issue: (id) => `/issues/${segment(id)}`,
    IssueStatus: () => '/issues?view=statuses',
    IssueCategory: () => '/issues?view=categories',
  },
};
