import { defineMessages } from 'react-intl';

/** The issues area's words that several of its screens show, one key each: import these rather than defining them again. */
export const issueMessages = defineMessages({
  description: { id: 'issue.field.description', defaultMessage: 'Description' },
  issueDetailNotFound: { id: 'page.issueDetail.notFound', defaultMessage: 'Issue not found' },
  issuesTitle: { id: 'page.issues.title', defaultMessage: 'Issues' },
  priority: { id: 'issue.field.priority', defaultMessage: 'Priority' },
  status: { id: 'issue.field.status', defaultMessage: 'Status' },
  tags: { id: 'issue.field.tags', defaultMessage: 'Tags' },
});
