/**
 * The (locale-less) page of a search hit, by its GraphQL type name: the detail page of each
 * area the search covers, with the global id as the route parameter (src/router.tsx and
 * pages/*Routes.ts). Null for a type the palette cannot open.
 */
const detailPages: Readonly<Record<string, string>> = {
  Task: '/tasks',
  Issue: '/issues',
  Document: '/documents',
  Organization: '/organizations',
  Project: '/projects',
  Employee: '/members',
  Agent: '/agents',
};

export function hitPath(typename: string, id: string): string | null {
  const base = Object.hasOwn(detailPages, typename) ? detailPages[typename] : undefined;
  if (!base || !id) return null;
  return `${base}/${encodeURIComponent(id)}`;
}
