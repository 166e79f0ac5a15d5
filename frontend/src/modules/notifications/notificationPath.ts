import { graphql } from 'react-relay';
import { entityPath } from '@/modules/areas';

/**
 * What `subjectPath` reads of a subject: a notification's and an activity entry's `subject`
 * spread it unmasked (`...notificationPath_subject @relay(mask: false)`), so each selects the same.
 */
export const subjectPathFragment = graphql`
  fragment notificationPath_subject on Node {
    __typename
    id
    ... on EmailJob {
      kind
    }
    ... on Question {
      scope
      project {
        id
      }
    }
  }
`;

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
 * The (locale-less) page of a subject (its area's, `modules/<area>/area.ts`), or null when it has
 * none the reader can open: a task, issue or workflow instance opens its detail page, a project's
 * question its project (the questions are listed there), an internal question the Q&A board, an
 * email job its single or batch page.
 */
export function subjectPath(subject: SubjectRef | null | undefined): string | null {
  if (!subject) return null;
  return entityPath(subject.__typename, subject.id, subject);
}
