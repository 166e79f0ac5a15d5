import { IconBug } from '@tabler/icons-react';
import { defineMessages } from 'react-intl';

import { segment, type AreaModule } from '@/modules/areas/types';

const messages = defineMessages({
  searchLabel: { id: 'search.area.issues', defaultMessage: 'Issues' },
  kind: { id: 'issue.kind', defaultMessage: 'Issue' },
  trash: { id: 'issue.trash', defaultMessage: 'Deleted issues' },
  count: { id: 'dependents.issues', defaultMessage: '{count, plural, one {# issue} other {# issues}}' },
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
  labels: { Issue: messages.kind },
  trash: { Issue: messages.trash },
  counts: { issues: messages.count },
};
