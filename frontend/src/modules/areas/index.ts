/**
 * The areas of this build, found by file name (`modules/<area>/area.ts`, issue 31): the palette,
 * the notification centre, home's activity and history's references open entities through
 * these, and name no area themselves (`areas.test.ts` fails when one does).
 */
import type { Icon } from '@tabler/icons-react';
import type { MessageDescriptor } from 'react-intl';
import type { AreaModule, BulkField, PageRef } from './types';

export { segment, type AreaModule, type BulkField, type BulkPickerProps, type CatalogueStatus, type EntityPage, type PageRef, type StatusList } from './types';

const found = import.meta.glob<AreaModule>('../*/area.ts', { eager: true, import: 'area' });

/** Every area of this build. */
export const areas: readonly AreaModule[] = Object.values(found);

/** The area of that one name, if this build has it. */
export function areaNamed(name: string): AreaModule | undefined {
  return areas.find((area) => area.name === name);
}

/** The (locale-less) page of an entity, by its GraphQL type name; null for a type no area opens. */
export function entityPath(typename: string, id: string | null | undefined, ref?: PageRef): string | null {
  if (!id) return null;
  for (const area of areas) {
    if (Object.hasOwn(area.pages, typename)) return area.pages[typename](id, ref);
  }
  return null;
}

/**
 * What a kind of entity is called and its area's icon, by GraphQL type name: the area's word for
 * the kind, else the area's heading; nulls for a type no area owns (the caller shows the type name).
 */
export function entityKind(typename: string): { label: MessageDescriptor | null; icon: Icon | null } {
  const area = areas.find((candidate) => Object.hasOwn(candidate.pages, typename));
  if (!area) return { label: null, icon: null };
  const own = area.labels && Object.hasOwn(area.labels, typename) ? area.labels[typename] : undefined;
  return { label: own ?? area.searchLabel ?? null, icon: area.icon ?? null };
}

/** A kind people delete to the trash (issue 35): its type name, its word and the name of its trash. */
export interface TrashKind {
  readonly typename: string;
  /** What one of it is called ("Project"): the area's word, else its heading, else its trash's name. */
  readonly label: MessageDescriptor;
  /** Its own trash ("Deleted projects"). */
  readonly trash: MessageDescriptor;
}

/** Every kind that has a trash, in the areas' order: the trash's kind filter and each list's link to it. */
export const trashKinds: readonly TrashKind[] = areas.flatMap((area) =>
  Object.entries(area.trash ?? {}).map(([typename, trash]) => ({ typename, label: entityKind(typename).label ?? trash, trash })),
);

/** The kind of that type name, if it has a trash. */
export function trashKind(typename: string): TrashKind | undefined {
  return trashKinds.find((kind) => kind.typename === typename);
}

/**
 * A kind counted in words (`{count, plural, …}`), by the key the server counts it under in a
 * record's dependents (`questions`), from the area that owns it; undefined for a key no area counts.
 */
export function countMessage(key: string): MessageDescriptor | undefined {
  for (const area of areas) {
    if (area.counts && Object.hasOwn(area.counts, key)) return area.counts[key];
  }
  return undefined;
}

/**
 * The fields a kind's list may change in bulk (issue 35 §2), as its area declares them, in its
 * order; empty for a kind no area offers bulk changes for. The server says which the reader may use.
 */
export function bulkFieldsOf(typename: string): readonly (readonly [string, BulkField])[] {
  for (const area of areas) {
    if (area.bulk && Object.hasOwn(area.bulk, typename)) return Object.entries(area.bulk[typename]);
  }
  return [];
}
