import { subjectPath, type SubjectRef } from '@/modules/notifications/notificationPath';

/**
 * The (locale-less) page an activity entry's subject opens: its area's page for it
 * (`modules/<area>/area.ts`), as a notification's subject; null when it has none (or is no
 * longer readable).
 */
export function activityPath(subject: SubjectRef | null | undefined): string | null {
  return subjectPath(subject);
}
