import { refPath } from '@/modules/history/refPath';
import { subjectPath, type SubjectRef } from '@/modules/notifications/notificationPath';

/** Pages the history's references do not name. */
const more: Readonly<Record<string, (id: string) => string>> = {
  Document: (id) => `/documents/${encodeURIComponent(id)}`,
  Organization: (id) => `/organizations/${encodeURIComponent(id)}`,
};

/**
 * The (locale-less) page an activity entry's subject opens: as a notification's subject does, else
 * its detail page or list by type; null when it has none (or is no longer readable).
 */
export function activityPath(subject: SubjectRef | null | undefined): string | null {
  if (!subject?.id) return null;
  return subjectPath(subject) ?? more[subject.__typename]?.(subject.id) ?? refPath(subject.__typename, subject.id);
}
