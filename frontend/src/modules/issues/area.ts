import { IconBug } from '@tabler/icons-react';
import { lazy } from 'react';
import { defineMessages } from 'react-intl';

import { byId, segment, type AreaModule } from '@/modules/areas/types';
import { bulkDelete } from '@/modules/bulk/bulkFields';
import { issuePriorities } from './issuePriorities';

const messages = defineMessages({
  searchLabel: { id: 'search.area.issues', defaultMessage: 'Issues' },
  kind: { id: 'issue.kind', defaultMessage: 'Issue' },
  trash: { id: 'issue.trash', defaultMessage: 'Deleted issues' },
  count: { id: 'dependents.issues', defaultMessage: '{count, plural, one {# issue} other {# issues}}' },
  status: { id: 'issue.field.status', defaultMessage: 'Status' },
  priority: { id: 'issue.field.priority', defaultMessage: 'Priority' },
  assignees: { id: 'issue.field.assignees', defaultMessage: 'Assignees' },
  categories: { id: 'issue.field.categories', defaultMessage: 'Categories' },
});

// The pickers load with the action bar, not with this file (in the first chunk).
const StatusPicker = lazy(() => import('./IssueBulkPickers').then((module) => ({ default: module.IssueStatusBulkPicker })));
const CategoryPicker = lazy(() => import('./IssueBulkPickers').then((module) => ({ default: module.IssueCategoryBulkPicker })));
const EmployeePicker = lazy(() => import('@/modules/members/EmployeeBulkPicker'));

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
  bulk: {
    Issue: {
      status: { value: 'pick', label: messages.status, picker: StatusPicker },
      priority: { value: 'choice', label: messages.priority, choices: byId(issuePriorities) },
      assignees: { value: 'pick', label: messages.assignees, picker: EmployeePicker, many: true },
      category: { value: 'pick', label: messages.categories, picker: CategoryPicker, many: true },
      delete: bulkDelete,
    },
  },
};
