/** A job's kind (`EmailJobKind`): a single email, or a batch to organizations' members. */
export type EmailJobKind = 'SINGLE' | 'BATCH';

/** The (locale-less) list page of a kind of job: /email-jobs or /batch-email-jobs. */
export function emailJobsPath(kind: EmailJobKind): string {
  return kind === 'BATCH' ? '/batch-email-jobs' : '/email-jobs';
}

/** A job's details page. */
export function emailJobPath(kind: EmailJobKind, id: string): string {
  return `${emailJobsPath(kind)}/${encodeURIComponent(id)}`;
}

/** A draft's edit form (issue 37 §6). */
export function emailJobEditPath(kind: EmailJobKind, id: string): string {
  return `${emailJobPath(kind, id)}/edit`;
}

/** A job's report: its counts and events. */
export function emailJobReportPath(kind: EmailJobKind, id: string): string {
  return `${emailJobPath(kind, id)}/report`;
}

/** One event of a job's report (`reportId` is the event's global id). */
export function emailEventPath(kind: EmailJobKind, jobId: string, eventId: string): string {
  return `${emailJobReportPath(kind, jobId)}/${encodeURIComponent(eventId)}`;
}

/** A template's details page. */
export function emailTemplatePath(id: string): string {
  return `/email-templates/${encodeURIComponent(id)}`;
}

/** A job's kind as the GraphQL enum spells it, or null for anything else. */
export function jobKind(value: unknown): EmailJobKind | null {
  return value === 'SINGLE' || value === 'BATCH' ? value : null;
}
