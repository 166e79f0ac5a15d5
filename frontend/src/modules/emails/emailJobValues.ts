import { invalidAddresses, isEmailAddress } from './emailAddresses';
import type { EmailJobKind } from './emailPaths';
import { scheduledSendTime, scheduleProblem, sendNow, type EmailSchedule } from './emailSchedule';

/** An attachment uploaded for the job being written. */
export interface EmailAttachmentValue {
  readonly id: string;
  readonly name: string;
  readonly contentType: string;
  readonly size: number;
}

/** A new job's form: the content (both kinds), single jobs' addresses and batch jobs' conditions. */
export interface EmailJobFormValues {
  senderEmail: string;
  senderName: string;
  subject: string;
  html: string;
  /** The template the content came from (the server checks it is active). */
  templateId: string | null;
  attachments: EmailAttachmentValue[];
  tagNames: string[];
  targetEmails: string[];
  ccEmails: string[];
  bccEmails: string[];
  dealStatusIds: number[];
  conditionTagIds: string[];
  schedule: EmailSchedule;
}

export type EmailJobField = keyof EmailJobFormValues;

/** What the client finds wrong before sending (the server checks everything again). */
export type EmailJobProblem =
  | 'required'
  | 'invalidEmail'
  | 'invalidAddresses'
  | 'noRecipients'
  | 'noStages'
  | 'scheduleMissing'
  | 'schedulePast';

export function emptyEmailJob(values: Partial<EmailJobFormValues> = {}): EmailJobFormValues {
  return {
    senderEmail: '',
    senderName: '',
    subject: '',
    html: '',
    templateId: null,
    attachments: [],
    tagNames: [],
    targetEmails: [],
    ccEmails: [],
    bccEmails: [],
    dealStatusIds: [],
    conditionTagIds: [],
    schedule: sendNow,
    ...values,
  };
}

/**
 * The problems of a job about to be saved (`send` false: a draft) or sent. A draft still needs
 * its sender, subject and HTML, and well-formed addresses; only sending needs recipients (or
 * stages) and a time that has not passed.
 */
export function validateEmailJob(values: EmailJobFormValues, kind: EmailJobKind, send: boolean, now: number = Date.now()): Partial<Record<EmailJobField, EmailJobProblem>> {
  const problems: Partial<Record<EmailJobField, EmailJobProblem>> = {};
  if (!values.senderEmail.trim()) problems.senderEmail = 'required';
  else if (!isEmailAddress(values.senderEmail)) problems.senderEmail = 'invalidEmail';
  if (!values.senderName.trim()) problems.senderName = 'required';
  if (!values.subject.trim()) problems.subject = 'required';
  if (!values.html.trim()) problems.html = 'required';
  if (kind === 'SINGLE') {
    for (const field of ['targetEmails', 'ccEmails', 'bccEmails'] as const) {
      if (invalidAddresses(values[field]).length) problems[field] = 'invalidAddresses';
    }
    if (send && !problems.targetEmails && values.targetEmails.length === 0) problems.targetEmails = 'noRecipients';
  } else if (send && values.dealStatusIds.length === 0) {
    problems.dealStatusIds = 'noStages';
  }
  if (send) {
    const schedule = scheduleProblem(values.schedule, now);
    if (schedule === 'missing') problems.schedule = 'scheduleMissing';
    if (schedule === 'past') problems.schedule = 'schedulePast';
  }
  return problems;
}

/** The content both mutations share (`CreateEmailJobInput`, `CreateBatchEmailJobInput`). */
interface CommonInput {
  senderEmail: string;
  senderName: string;
  subject: string;
  html: string;
  templateId: string | null;
  attachmentIds: string[];
  tagNames: string[];
  scheduledSendTime: string | null;
  send: boolean;
}

export interface SingleJobInput extends CommonInput {
  targetEmails: string[];
  ccEmails: string[];
  bccEmails: string[];
}

export interface BatchJobInput extends CommonInput {
  conditions: { dealStatusIds: number[]; tagIds: string[] };
}

function common(values: EmailJobFormValues, send: boolean): CommonInput {
  return {
    senderEmail: values.senderEmail.trim(),
    senderName: values.senderName.trim(),
    subject: values.subject.trim(),
    html: values.html,
    templateId: values.templateId,
    attachmentIds: values.attachments.map((attachment) => attachment.id),
    tagNames: values.tagNames.map((tag) => tag.trim()).filter(Boolean),
    // A draft keeps the time it was given, so scheduling it later can use it.
    scheduledSendTime: scheduledSendTime(values.schedule),
    send,
  };
}

/** `CreateEmailJobInput`: `send` false saves a draft, true schedules it (at the time, or now). */
export function toSingleJobInput(values: EmailJobFormValues, send: boolean): SingleJobInput {
  return { ...common(values, send), targetEmails: values.targetEmails, ccEmails: values.ccEmails, bccEmails: values.bccEmails };
}

/** `CreateBatchEmailJobInput`: the content and the audience's conditions. */
export function toBatchJobInput(values: EmailJobFormValues, send: boolean): BatchJobInput {
  return { ...common(values, send), conditions: { dealStatusIds: values.dealStatusIds, tagIds: values.conditionTagIds } };
}

/** Maps the server's `extensions.field` (`input.targetEmails[2]`, `input.conditions.dealStatusIds`) to a form field. */
export function emailJobFieldOf(field: string | null): EmailJobField | undefined {
  if (!field) return undefined;
  const name = field
    .replace(/^input\./, '')
    .replace(/\[\d+\]/g, '')
    .replace(/^conditions\.tagIds$/, 'conditionTagIds')
    .replace(/^conditions\.dealStatusIds$/, 'dealStatusIds')
    .replace(/^conditions$/, 'dealStatusIds')
    .replace(/^attachmentIds$/, 'attachments')
    .replace(/^scheduledSendTime$/, 'schedule');
  const known: readonly EmailJobField[] = [
    'senderEmail',
    'senderName',
    'subject',
    'html',
    'templateId',
    'attachments',
    'tagNames',
    'targetEmails',
    'ccEmails',
    'bccEmails',
    'dealStatusIds',
    'conditionTagIds',
    'schedule',
  ];
  return known.find((candidate) => candidate === name);
}
