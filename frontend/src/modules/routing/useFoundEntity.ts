import { HttpError } from '@/modules/errors/HttpError';
import { usePageTitle } from '@/modules/layout/usePageTitle';

/**
 * A detail page's entity or its not-found screen (issue 32): the document title is `title` when
 * the entity exists and `notFound` when it does not, and a missing one throws the 404 the route's
 * error screen shows (the title is set here, not around the boundary, so the tab names the problem).
 */
export function useFoundEntity<T>(entity: T | null | undefined, title: string, notFound: string): T {
  usePageTitle(entity ? title : notFound);
  if (!entity) throw new HttpError(404, notFound);
  return entity;
}
