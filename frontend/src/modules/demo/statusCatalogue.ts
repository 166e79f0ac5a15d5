import { defineMessages, type MessageDescriptor } from 'react-intl';
import { applicationStatuses, nodeStatuses } from '@/modules/applications/applicationStatuses';
import { documentStatuses } from '@/modules/documents/documentStatuses';
import { emailEventTypes, emailJobStatuses } from '@/modules/emails/emailStatuses';
import { dealStages } from '@/modules/organizations/dealStages';
import { projectStatuses } from '@/modules/projects/projectStatuses';
import { questionStatuses } from '@/modules/questions/questionStatuses';
import { taskPriorities } from '@/modules/tasks/taskPriorities';
import { taskStatuses } from '@/modules/tasks/taskStatuses';
import type { StatusTone } from '@/modules/ui/statusBadge';
import { workflowProgresses, workflowVisibilities } from '@/modules/workflows/workflowEnums';

const messages = defineMessages({
  emailEvent: { id: 'demo.statusList.emailEvent', defaultMessage: 'Email delivery event' },
  emailJob: { id: 'demo.statusList.emailJob', defaultMessage: 'Email send job' },
  author: { id: 'demo.statusList.author', defaultMessage: 'Message author' },
  document: { id: 'demo.statusList.document', defaultMessage: 'Document' },
  project: { id: 'demo.statusList.project', defaultMessage: 'Project' },
  node: { id: 'demo.statusList.node', defaultMessage: 'Page or requirement' },
  question: { id: 'demo.statusList.question', defaultMessage: 'Question' },
  visibility: { id: 'demo.statusList.visibility', defaultMessage: 'Workflow template visibility' },
  progress: { id: 'demo.statusList.progress', defaultMessage: 'Workflow instance progress' },
  deal: { id: 'demo.statusList.deal', defaultMessage: 'Deal status (organization)' },
  application: { id: 'demo.statusList.application', defaultMessage: 'Application' },
  task: { id: 'demo.statusList.task', defaultMessage: 'Task' },
  priority: { id: 'demo.statusList.priority', defaultMessage: 'Priority (tasks and issues)' },
  authorAi: { id: 'demo.status.author.ai', defaultMessage: 'AI' },
  authorHuman: { id: 'demo.status.author.human', defaultMessage: 'Human' },
});

/** One status of a §4 list: its spec id, the tone of its badge and its label. */
export interface CatalogueStatus {
  id: number | string;
  tone: StatusTone;
  label: MessageDescriptor;
}

/** One list of spec §4, named for the gallery. */
export interface StatusList {
  /** Stable key (`data-status-list`). */
  key: string;
  title: MessageDescriptor;
  statuses: readonly CatalogueStatus[];
}

/** An area's own status table, in spec id order: the gallery shows what the area shows. */
function fromArea(list: readonly { id: number; tone: StatusTone; label: MessageDescriptor }[]): CatalogueStatus[] {
  return [...list].sort((a, b) => a.id - b.id).map(({ id, tone, label }) => ({ id, tone, label }));
}

/** A workflow enum table, whose spec ids are its order (1, 2, 3). */
function fromEnum(list: readonly { tone: StatusTone; label: MessageDescriptor }[]): CatalogueStatus[] {
  return list.map(({ tone, label }, index) => ({ id: index + 1, tone, label }));
}

/**
 * Every status list of spec §4 with the tone (spec §9) of each status, in spec id order, read
 * from the areas' own status tables: a tone changed in an area changes here too, and the
 * gallery's browser test checks the colour it gives (the deal stages' tones are the
 * organizations area's `dealStages`, which its screens and the home chart read too). The message
 * author has tones of its own here.
 */
export const statusCatalogue: readonly StatusList[] = [
  { key: 'emailEvent', title: messages.emailEvent, statuses: fromArea(emailEventTypes) },
  { key: 'emailJob', title: messages.emailJob, statuses: fromArea(emailJobStatuses) },
  {
    key: 'author',
    title: messages.author,
    statuses: [
      { id: 'ai', tone: 'primary', label: messages.authorAi },
      { id: 'human', tone: 'default', label: messages.authorHuman },
    ],
  },
  { key: 'document', title: messages.document, statuses: fromArea(documentStatuses) },
  { key: 'project', title: messages.project, statuses: fromArea(projectStatuses) },
  { key: 'node', title: messages.node, statuses: fromArea(nodeStatuses) },
  { key: 'question', title: messages.question, statuses: fromArea(questionStatuses) },
  { key: 'visibility', title: messages.visibility, statuses: fromEnum(workflowVisibilities) },
  { key: 'progress', title: messages.progress, statuses: fromEnum(workflowProgresses) },
  { key: 'deal', title: messages.deal, statuses: fromArea(dealStages) },
  { key: 'application', title: messages.application, statuses: fromArea(applicationStatuses) },
  { key: 'task', title: messages.task, statuses: fromArea(taskStatuses) },
  { key: 'priority', title: messages.priority, statuses: fromArea(taskPriorities) },
];
