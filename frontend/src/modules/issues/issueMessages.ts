import { defineMessages } from 'react-intl';

/** The issues area's words that several of its screens show, one key each: import these rather than defining them again. */
export const issueMessages = defineMessages({
  assignees: { id: 'issue.field.assignees', defaultMessage: 'Assignees' },
  categories: { id: 'issue.field.categories', defaultMessage: 'Categories' },
  description: { id: 'issue.field.description', defaultMessage: 'Description' },
  documents: { id: 'issue.field.documents', defaultMessage: 'Documents' },
  issueDetailNotFound: { id: 'page.issueDetail.notFound', defaultMessage: 'Issue not found' },
  issuesTitle: { id: 'page.issues.title', defaultMessage: 'Issues' },
  priority: { id: 'issue.field.priority', defaultMessage: 'Priority' },
  project: { id: 'issue.field.project', defaultMessage: 'Project' },
  projectNone: { id: 'issue.project.none', defaultMessage: 'No project' },
  reporter: { id: 'issue.field.reporter', defaultMessage: 'Reporter' },
  status: { id: 'issue.field.status', defaultMessage: 'Status' },
  tags: { id: 'issue.field.tags', defaultMessage: 'Tags' },
  title: { id: 'issue.field.title', defaultMessage: 'Title' },
  unassigned: { id: 'issue.unassigned', defaultMessage: 'Unassigned' },
});
