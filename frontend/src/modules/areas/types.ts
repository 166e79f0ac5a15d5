import type { Icon } from '@tabler/icons-react';
import type { MessageDescriptor } from 'react-intl';

/**
 * What an entity's page needs beyond its id (issue 31: the area's descriptor, browser side). A
 * reference, a notification's subject and a search hit carry what they have.
 */
export interface PageRef {
  /** An email job: SINGLE or BATCH. */
  readonly kind?: string | null;
  /** A question: PROJECT, ORGANIZATION or INTERNAL. */
  readonly scope?: string | null;
  /** A question's project. */
  readonly project?: { readonly id: string } | null;
  /** A page or requirement: its tree and its application make its path. */
  readonly tree?: string | null;
  readonly application?: { readonly id: string } | null;
}

/** The (locale-less) page of one entity, or null when it has none the reader can open. */
export type EntityPage = (id: string, ref?: PageRef) => string | null;

/**
 * One area as the shared screens see it: declared once in `modules/<area>/area.ts` (`export
 * const area`), found here by file name, so a new area touches no hub (the palette, the
 * notification centre, home's activity and history's references read these).
 */
export interface AreaModule {
  /** The area's one name, as the server's descriptors name it ("tasks"). */
  readonly name: string;
  /** Its group's heading in search everywhere (absent: the palette shows none of its hits). */
  readonly searchLabel?: MessageDescriptor;
  /** The icon beside its hits. */
  readonly icon?: Icon;
  /** The page of each kind of entity it owns, by GraphQL type name. */
  readonly pages: Readonly<Record<string, EntityPage>>;
}

/** A global id as a path segment. */
export function segment(id: string): string {
  return encodeURIComponent(id);
}
