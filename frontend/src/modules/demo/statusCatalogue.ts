import { defineMessages, type MessageDescriptor } from 'react-intl';
import { applicationStatus, nodeStatus } from '@/modules/applications/applicationStatuses';
import { documentStatus } from '@/modules/documents/documentStatuses';
import { emailEventType, emailJobStatus } from '@/modules/emails/emailStatuses';
import { projectStatus } from '@/modules/projects/projectStatuses';
import { questionStatus } from '@/modules/questions/questionStatuses';
import { taskPriority } from '@/modules/tasks/taskPriorities';
import { taskStatus } from '@/modules/tasks/taskStatuses';
import type { StatusTone } from '@/modules/ui/statusBadge';
import { labelled, workflowProgresses, workflowVisibilities } from '@/modules/workflows/workflowEnums';

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
  dealLead: { id: 'demo.status.deal.lead', defaultMessage: 'Lead' },
  dealProspect: { id: 'demo.status.deal.prospect', defaultMessage: 'Prospect' },
  dealMeetingScheduled: { id: 'demo.status.deal.meetingScheduled', defaultMessage: 'Meeting scheduled' },
  dealProposalSent: { id: 'demo.status.deal.proposalSent', defaultMessage: 'Proposal sent' },
  dealNegotiation: { id: 'demo.status.deal.negotiation', defaultMessage: 'Negotiation' },
  dealContractSent: { id: 'demo.status.deal.contractSent', defaultMessage: 'Contract sent' },
  dealActiveClient: { id: 'demo.status.deal.activeClient', defaultMessage: 'Active client' },
  dealLost: { id: 'demo.status.deal.lost', defaultMessage: 'Lost' },
  dealInactive: { id: 'demo.status.deal.inactive', defaultMessage: 'Inactive' },
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

/**
 * Every status list of spec §4 with the tone (spec §9) of each status, in spec id order. The
 * labels are the areas' own messages where an area shows the status; the message author and
 * the deal stages (whose labels the server sends) have messages of their own here. The tones
 * follow what the areas already show (open work primary, waiting or at risk warning, done
 * success, refused or lost danger, inactive default).
 */
export const statusCatalogue: readonly StatusList[] = [
  {
    key: 'emailEvent',
    title: messages.emailEvent,
    statuses: [
      { id: 1, tone: 'primary', label: emailEventType(1).label },
      { id: 2, tone: 'success', label: emailEventType(2).label },
      { id: 3, tone: 'success', label: emailEventType(3).label },
      { id: 4, tone: 'success', label: emailEventType(4).label },
      { id: 5, tone: 'warning', label: emailEventType(5).label },
      { id: 6, tone: 'danger', label: emailEventType(6).label },
      { id: 7, tone: 'warning', label: emailEventType(7).label },
      { id: 8, tone: 'danger', label: emailEventType(8).label },
    ],
  },
  {
    key: 'emailJob',
    title: messages.emailJob,
    statuses: [
      { id: 1, tone: 'primary', label: emailJobStatus(1).label },
      { id: 2, tone: 'warning', label: emailJobStatus(2).label },
      { id: 4, tone: 'success', label: emailJobStatus(4).label },
      { id: 6, tone: 'default', label: emailJobStatus(6).label },
    ],
  },
  {
    key: 'author',
    title: messages.author,
    statuses: [
      { id: 'ai', tone: 'primary', label: messages.authorAi },
      { id: 'human', tone: 'default', label: messages.authorHuman },
    ],
  },
  {
    key: 'document',
    title: messages.document,
    statuses: [
      { id: 1, tone: 'success', label: documentStatus(1).label },
      { id: 2, tone: 'default', label: documentStatus(2).label },
      { id: 3, tone: 'warning', label: documentStatus(3).label },
    ],
  },
  {
    key: 'project',
    title: messages.project,
    statuses: [
      { id: 1, tone: 'primary', label: projectStatus(1).label },
      { id: 2, tone: 'success', label: projectStatus(2).label },
      { id: 3, tone: 'danger', label: projectStatus(3).label },
      { id: 4, tone: 'default', label: projectStatus(4).label },
    ],
  },
  {
    key: 'node',
    title: messages.node,
    statuses: [
      { id: 1, tone: 'default', label: nodeStatus(1).label },
      { id: 2, tone: 'primary', label: nodeStatus(2).label },
      { id: 3, tone: 'danger', label: nodeStatus(3).label },
      { id: 4, tone: 'success', label: nodeStatus(4).label },
    ],
  },
  {
    key: 'question',
    title: messages.question,
    statuses: [
      { id: 1, tone: 'default', label: questionStatus(1).label },
      { id: 2, tone: 'success', label: questionStatus(2).label },
      { id: 3, tone: 'warning', label: questionStatus(3).label },
    ],
  },
  {
    key: 'visibility',
    title: messages.visibility,
    statuses: [
      { id: 1, tone: 'success', label: labelled(workflowVisibilities, 'ACTIVE').label },
      { id: 2, tone: 'warning', label: labelled(workflowVisibilities, 'INACTIVE').label },
      { id: 3, tone: 'default', label: labelled(workflowVisibilities, 'HIDDEN').label },
    ],
  },
  {
    key: 'progress',
    title: messages.progress,
    statuses: [
      { id: 1, tone: 'primary', label: labelled(workflowProgresses, 'IN_PROGRESS').label },
      { id: 2, tone: 'success', label: labelled(workflowProgresses, 'COMPLETED').label },
      { id: 3, tone: 'default', label: labelled(workflowProgresses, 'ARCHIVED').label },
    ],
  },
  {
    key: 'deal',
    title: messages.deal,
    statuses: [
      { id: 1, tone: 'default', label: messages.dealLead },
      { id: 2, tone: 'primary', label: messages.dealProspect },
      { id: 3, tone: 'primary', label: messages.dealMeetingScheduled },
      { id: 4, tone: 'warning', label: messages.dealProposalSent },
      { id: 5, tone: 'warning', label: messages.dealNegotiation },
      { id: 6, tone: 'warning', label: messages.dealContractSent },
      { id: 7, tone: 'success', label: messages.dealActiveClient },
      { id: 8, tone: 'danger', label: messages.dealLost },
      { id: 9, tone: 'default', label: messages.dealInactive },
    ],
  },
  {
    key: 'application',
    title: messages.application,
    statuses: [
      { id: 1, tone: 'primary', label: applicationStatus(1).label },
      { id: 2, tone: 'success', label: applicationStatus(2).label },
      { id: 3, tone: 'warning', label: applicationStatus(3).label },
      { id: 4, tone: 'default', label: applicationStatus(4).label },
    ],
  },
  {
    key: 'task',
    title: messages.task,
    statuses: [
      { id: 1, tone: 'primary', label: taskStatus(1).label },
      { id: 2, tone: 'warning', label: taskStatus(2).label },
      { id: 3, tone: 'default', label: taskStatus(3).label },
      { id: 4, tone: 'success', label: taskStatus(4).label },
    ],
  },
  {
    key: 'priority',
    title: messages.priority,
    statuses: [
      { id: 1, tone: 'danger', label: taskPriority(1).label },
      { id: 2, tone: 'warning', label: taskPriority(2).label },
      { id: 3, tone: 'default', label: taskPriority(3).label },
    ],
  },
];
