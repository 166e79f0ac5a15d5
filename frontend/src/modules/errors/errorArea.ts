import { defineMessages, type MessageDescriptor } from 'react-intl';
import { splitLocalePath } from '@/modules/i18n/localePath';

const messages = defineMessages({
  backToTasks: { id: 'error.back.tasks', defaultMessage: 'Back to tasks' },
  backToMembers: { id: 'error.back.members', defaultMessage: 'Back to members' },
  backToTags: { id: 'error.back.tags', defaultMessage: 'Back to tags' },
  taskNotFound: { id: 'error.notFound.task', defaultMessage: "This task doesn't exist or was deleted." },
  memberNotFound: { id: 'error.notFound.member', defaultMessage: "This member doesn't exist or was removed." },
  tagNotFound: { id: 'error.notFound.tag', defaultMessage: "This tag doesn't exist or was deleted." },
  backToIssues: { id: 'error.back.issues', defaultMessage: 'Back to issues' },
  issueNotFound: { id: 'error.notFound.issue', defaultMessage: "This issue doesn't exist or was deleted." },
  backToApplications: { id: 'error.back.applications', defaultMessage: 'Back to applications' },
  applicationNotFound: { id: 'error.notFound.application', defaultMessage: "This application, page or requirement doesn't exist or was deleted." },
  backToEmailTemplates: { id: 'error.back.emailTemplates', defaultMessage: 'Back to email templates' },
  emailTemplateNotFound: { id: 'error.notFound.emailTemplate', defaultMessage: "This email template doesn't exist." },
  backToEmailJobs: { id: 'error.back.emailJobs', defaultMessage: 'Back to email jobs' },
  backToBatchEmailJobs: { id: 'error.back.batchEmailJobs', defaultMessage: 'Back to batch email jobs' },
  emailJobNotFound: { id: 'error.notFound.emailJob', defaultMessage: "This email job or event doesn't exist." },
  backToAgents: { id: 'error.back.agents', defaultMessage: 'Back to agents' },
  agentNotFound: { id: 'error.notFound.agent', defaultMessage: "This agent doesn't exist." },
  backToChats: { id: 'error.back.chats', defaultMessage: 'Back to chats' },
  chatNotFound: { id: 'error.notFound.chat', defaultMessage: "This chat doesn't exist or isn't yours." },
  backToAiModels: { id: 'error.back.aiModels', defaultMessage: 'Back to AI models' },
  aiModelNotFound: { id: 'error.notFound.aiModel', defaultMessage: "This AI model doesn't exist." },
  backToWorkflows: { id: 'error.back.workflows', defaultMessage: 'Back to workflows' },
  workflowNotFound: { id: 'error.notFound.workflow', defaultMessage: "This workflow doesn't exist or you may not see it." },
  backToWorkflowTemplates: { id: 'error.back.workflowTemplates', defaultMessage: 'Back to workflow templates' },
  workflowTemplateNotFound: { id: 'error.notFound.workflowTemplate', defaultMessage: "This workflow template doesn't exist or you may not see it." },
});

/** An area's list page and its words for the error screen. */
export interface ErrorArea {
  /** The list page (locale-less path). */
  list: string;
  back: MessageDescriptor;
  /** "This … doesn't exist or was deleted." for its detail pages. */
  notFound: MessageDescriptor;
}

/** Every area with a list page, by its first path segment. A new area adds one line. */
const areas: Readonly<Record<string, ErrorArea>> = {
  tasks: { list: '/tasks', back: messages.backToTasks, notFound: messages.taskNotFound },
  'my-tasks': { list: '/tasks', back: messages.backToTasks, notFound: messages.taskNotFound },
  members: { list: '/members', back: messages.backToMembers, notFound: messages.memberNotFound },
  tags: { list: '/tags', back: messages.backToTags, notFound: messages.tagNotFound },
  issues: { list: '/issues', back: messages.backToIssues, notFound: messages.issueNotFound },
  applications: { list: '/applications', back: messages.backToApplications, notFound: messages.applicationNotFound },
  'email-templates': { list: '/email-templates', back: messages.backToEmailTemplates, notFound: messages.emailTemplateNotFound },
  'draft-email-templates': { list: '/draft-email-templates', back: messages.backToEmailTemplates, notFound: messages.emailTemplateNotFound },
  'email-jobs': { list: '/email-jobs', back: messages.backToEmailJobs, notFound: messages.emailJobNotFound },
  'batch-email-jobs': { list: '/batch-email-jobs', back: messages.backToBatchEmailJobs, notFound: messages.emailJobNotFound },
  agents: { list: '/agents', back: messages.backToAgents, notFound: messages.agentNotFound },
  'chat-with-ai': { list: '/chat-with-ai', back: messages.backToChats, notFound: messages.chatNotFound },
  'new-chat': { list: '/chat-with-ai', back: messages.backToChats, notFound: messages.chatNotFound },
  'ai-models': { list: '/ai-models', back: messages.backToAiModels, notFound: messages.aiModelNotFound },
  'workflow-instances': { list: '/workflow-instances', back: messages.backToWorkflows, notFound: messages.workflowNotFound },
  'workflow-templates': { list: '/workflow-templates', back: messages.backToWorkflowTemplates, notFound: messages.workflowTemplateNotFound },
};

/** The area a path belongs to (from its first segment, locale prefix ignored), if any. */
export function errorArea(pathname: string): (ErrorArea & { detail: boolean }) | null {
  const segments = splitLocalePath(pathname).path.split('/').filter(Boolean);
  const area = segments[0] ? areas[segments[0]] : undefined;
  if (!area) return null;
  // A detail page is /<area>/<id>[/…], except the area's fixed sub-pages.
  const detail = segments.length >= 2 && segments[1] !== 'new';
  return { ...area, detail };
}
