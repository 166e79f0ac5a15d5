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
  statusKind: { id: 'issue.status.kind', defaultMessage: 'Issue status' },
  statusTrash: { id: 'issue.status.trash', defaultMessage: 'Deleted issue statuses' },
  categoryKind: { id: 'issue.category.kind', defaultMessage: 'Issue category' },
  categoryTrash: { id: 'issue.category.trash', defaultMessage: 'Deleted issue categories' },
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
  labels: { Issue: messages.kind, IssueStatus: messages.statusKind, IssueCategory: messages.categoryKind },
  // Issue 35: admins delete a status or a category to the trash; nothing is in the way: issues
  // that name it read it "(deleted)".
  trash: { Issue: messages.trash, IssueStatus: messages.statusTrash, IssueCategory: messages.categoryTrash },
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
