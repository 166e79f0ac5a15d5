/** Where each kind of entity lives (its detail page, or its list), by GraphQL type name. */
const pages: Readonly<Record<string, (id: string) => string>> = {
  Employee: (id) => `/members/${encodeURIComponent(id)}`,
  Task: (id) => `/tasks/${encodeURIComponent(id)}`,
  Tag: () => '/tags',
};

/** The (locale-less) path of a referenced entity's page, or null when it has none. */
export function refPath(typename: string, id: string): string | null {
  return pages[typename]?.(id) ?? null;
}

/** A reference resolved by the server (`FieldChange.oldRef` / `newRef`). */
export interface EntityRef {
  readonly __typename: string;
  readonly id?: string;
  readonly name?: string;
  readonly title?: string;
}

/** The display name of a resolved reference. */
export function refName(ref: EntityRef): string | null {
  return ref.name ?? ref.title ?? null;
}
