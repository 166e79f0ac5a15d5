import { IconBriefcase } from '@tabler/icons-react';
import { defineMessages } from 'react-intl';

import { segment, byId, type AreaModule } from '@/modules/areas/types';
import { bulkDelete } from '@/modules/bulk/bulkFields';

import { projectStatuses } from './projectStatuses';

const messages = defineMessages({
  project: { id: 'demo.statusList.project', defaultMessage: 'Project' },
  searchLabel: { id: 'search.area.projects', defaultMessage: 'Projects' },
  kind: { id: 'project.kind', defaultMessage: 'Project' },
  trash: { id: 'project.trash', defaultMessage: 'Deleted projects' },
  count: { id: 'dependents.projects', defaultMessage: '{count, plural, one {# project} other {# projects}}' },
});

export const area: AreaModule = {
  name: 'projects',
  searchLabel: messages.searchLabel,
  icon: IconBriefcase,
  pages: { Project: (id) => `/projects/${segment(id)}` },
  labels: { Project: messages.kind },
  trash: { Project: messages.trash },
  counts: { projects: messages.count },
  bulk: { Project: { delete: bulkDelete } },
  statuses: [
    { key: 'project', title: messages.project, statuses: byId(projectStatuses) },
  ],
};
