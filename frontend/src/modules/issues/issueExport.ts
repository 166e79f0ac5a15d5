import type { ExportSpec } from '@/modules/export/exportTypes';
import { issuePriorities } from './issuePriorities';
import { issueTableMessages as messages } from './IssueList';

/**
 * The issue list as its export writes it (issue 35 §4): the list's columns, in its order; a
 * status's and a category's label is the server's, already in the reader's language.
 */
export const issueExport: ExportSpec = {
  list: 'issues',
  columns: [
    { path: 'title', header: messages.title },
    { path: 'status.label', header: messages.status },
    { path: 'priorityId', header: messages.priority, values: issuePriorities },
    { path: 'categories.label', header: messages.categories },
    { path: 'project.name', header: messages.project },
    { path: 'assignees.name', header: messages.assignees },
    { path: 'updatedAt', header: messages.updatedAt, kind: 'datetime' },
  ],
};
