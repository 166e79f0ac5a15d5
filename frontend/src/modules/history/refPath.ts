import { entityPath } from '@/modules/areas';

/** A reference resolved by the server (`FieldChange.oldRef` / `newRef`). */
export interface EntityRef {
  readonly __typename: string;
  readonly id?: string;
  readonly name?: string;
  readonly title?: string;
  /** Issue statuses and categories. */
  readonly label?: string;
  /** Applications. */
  readonly applicationName?: string;
  /** AI models. */
  readonly displayName?: string;
  /** Pages and requirements: their tree and application make their path. */
  readonly tree?: string;
  readonly application?: { readonly id: string } | null;
}

/** The (locale-less) path of a referenced entity's page (its area's, `modules/<area>/area.ts`), or null when it has none. */
export function refPath(typename: string, id: string, ref?: EntityRef): string | null {
  return entityPath(typename, id, ref);
}

/** The display name of a resolved reference. */
export function refName(ref: EntityRef): string | null {
  return ref.name ?? ref.title ?? ref.label ?? ref.applicationName ?? ref.displayName ?? null;
}
