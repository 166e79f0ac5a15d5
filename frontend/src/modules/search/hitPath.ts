import { entityPath } from '@/modules/areas';

/**
 * The (locale-less) page of a search hit, by its GraphQL type name: its area's page for it
 * (`modules/<area>/area.ts`), with the global id as the route parameter. Null for a type no
 * area opens.
 */
export function hitPath(typename: string, id: string): string | null {
  return entityPath(typename, id);
}
