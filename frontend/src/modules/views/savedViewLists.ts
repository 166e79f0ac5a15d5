import { defineMessages, type MessageDescriptor } from 'react-intl';

const messages = defineMessages({
  tasks: { id: 'views.list.tasks', defaultMessage: 'Tasks' },
  myTasks: { id: 'views.list.myTasks', defaultMessage: 'My tasks' },
  issues: { id: 'views.list.issues', defaultMessage: 'Issues' },
  organizations: { id: 'views.list.organizations', defaultMessage: 'Organizations' },
  documents: { id: 'views.list.documents', defaultMessage: 'Documents' },
  projects: { id: 'views.list.projects', defaultMessage: 'Projects' },
  members: { id: 'views.list.members', defaultMessage: 'Members' },
  applications: { id: 'views.list.applications', defaultMessage: 'Applications' },
  emailTemplates: { id: 'views.list.emailTemplates', defaultMessage: 'Email templates' },
  draftEmailTemplates: { id: 'views.list.draftEmailTemplates', defaultMessage: 'Draft email templates' },
  emailJobs: { id: 'views.list.emailJobs', defaultMessage: 'Email jobs' },
  batchEmailJobs: { id: 'views.list.batchEmailJobs', defaultMessage: 'Batch email jobs' },
  agents: { id: 'views.list.agents', defaultMessage: 'Agents' },
  workflowTemplates: { id: 'views.list.workflowTemplates', defaultMessage: 'Workflow templates' },
  workflowInstances: { id: 'views.list.workflowInstances', defaultMessage: 'Workflows' },
  tags: { id: 'views.list.tags', defaultMessage: 'Tags' },
  internalQas: { id: 'views.list.internalQas', defaultMessage: 'Internal Q&A' },
});

/**
 * The lists a view may be saved of (the server's `staffhub_domain::views::LISTS`), each opened at
 * `/<key>` with the view's search parameters, and named in the navigation's groups. A list with
 * two routes (drafts, batch jobs) is two lists: the route is part of what the view shows.
 */
const lists = {
  tasks: messages.tasks,
  'my-tasks': messages.myTasks,
  issues: messages.issues,
  organizations: messages.organizations,
  documents: messages.documents,
  projects: messages.projects,
  members: messages.members,
  applications: messages.applications,
  'email-templates': messages.emailTemplates,
  'draft-email-templates': messages.draftEmailTemplates,
  'email-jobs': messages.emailJobs,
  'batch-email-jobs': messages.batchEmailJobs,
  agents: messages.agents,
  'workflow-templates': messages.workflowTemplates,
  'workflow-instances': messages.workflowInstances,
  tags: messages.tags,
  'internal-qas': messages.internalQas,
} as const satisfies Record<string, MessageDescriptor>;

/** A list a view may be saved of: what a list page names for its "Save view" (`ListPageFrame`'s `savedView`). */
export type SavedViewList = keyof typeof lists;

export const savedViewLists: Readonly<Record<string, MessageDescriptor>> = lists;

/** The list's page (locale-less) with the view's search parameters. */
export function savedViewPath(list: string, query: string): string {
  return query ? `/${list}?${query}` : `/${list}`;
}

/**
 * What a view keeps of a list's address: its filter, sort and columns, without the rows loaded
 * ("Load more", `n`), which are not part of a view.
 */
export function savedViewQuery(search: URLSearchParams): string {
  const kept = new URLSearchParams(search);
  kept.delete('n');
  return kept.toString();
}
