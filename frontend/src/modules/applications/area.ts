import { defineMessages } from 'react-intl';
import { segment, byId, type AreaModule } from '@/modules/areas/types';
import { bulkDelete } from '@/modules/bulk/bulkFields';

import { applicationStatuses, nodeStatuses } from './applicationStatuses';

const messages = defineMessages({
  node: { id: 'demo.statusList.node', defaultMessage: 'Page or requirement' },
  application: { id: 'demo.statusList.application', defaultMessage: 'Application' },
  count: { id: 'dependents.applications', defaultMessage: '{count, plural, one {# application} other {# applications}}' },
  applicationTrash: { id: 'application.trash', defaultMessage: 'Deleted applications' },
  nodeTrash: { id: 'application.node.trash', defaultMessage: 'Deleted pages and requirements' },
});

export const area: AreaModule = {
  name: 'applications',
  pages: {
    Application: (id) => `/applications/${segment(id)}`,
    ApplicationNode: (id, ref) => {
      const application = ref?.application?.id;
      if (!application) return null;
      const tree = ref?.tree === 'REQUIREMENTS' ? 'requirements' : 'pages';
      return `/applications/${segment(application)}/${tree}/${segment(id)}`;
    },
  },
  labels: { Application: messages.application, ApplicationNode: messages.node },
  // Whoever edits one deletes it (issue 35): an application with its trees, a directory with its subtree.
  trash: { Application: messages.applicationTrash, ApplicationNode: messages.nodeTrash },
  counts: { applications: messages.count },
  bulk: { Application: { delete: bulkDelete } },
  statuses: [
    { key: 'node', title: messages.node, statuses: byId(nodeStatuses) },
    { key: 'application', title: messages.application, statuses: byId(applicationStatuses) },
  ],
};
