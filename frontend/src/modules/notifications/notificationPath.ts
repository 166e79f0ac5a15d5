import { emailJobPath, jobKind } from '@/modules/emails/emailPaths';

/** What a notification's (or an activity entry's) `subject` carries to find its page. */
export interface SubjectRef {
  readonly __typename: string;
  readonly id?: string;
  /** EmailJob: SINGLE or BATCH. */
  readonly kind?: string | null;
  /** Question: PROJECT, ORGANIZATION or INTERNAL. */
  readonly scope?: string | null;
  /** Question: its project (null for internal ones, or when the reader may not read projects). */
  readonly project?: { readonly id: string } | null;
}

/**
 * The (locale-less) page of a subject, or null when it has none the reader can open: a task,
 * issue or workflow instance opens its detail page, a project's question its project (the
 * questions are listed there), an internal question the Q&A board, an email job its single or
 * batch page.
 */
export function subjectPath(subject: SubjectRef | null | undefined): string | null {
  if (!subject?.id) return null;
  const id = encodeURIComponent(subject.id);
  switch (subject.__typename) {
    case 'Task':
      return `/tasks/${id}`;
    case 'Issue':
      return `/issues/${id}`;
    case 'WorkflowInstance':
      return `/workflow-instances/${id}`;
    case 'Question':
      if (subject.scope !== 'INTERNAL' && subject.project?.id) return `/projects/${encodeURIComponent(subject.project.id)}`;
      return subject.scope === 'INTERNAL' ? '/internal-qas' : null;
    case 'EmailJob':
      return emailJobPath(jobKind(subject.kind) ?? 'SINGLE', subject.id);
    default:
      return null;
  }
}
