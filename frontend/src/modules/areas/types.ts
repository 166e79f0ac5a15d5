import type { Icon } from '@tabler/icons-react';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { MessageDescriptor } from 'react-intl';

import type { StatusTone } from '@/modules/ui/statusBadge';

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
  /**
   * What one entity of each kind it owns is called ("Project"), by GraphQL type name, where a
   * shared screen names a kind (the trash); a kind without one goes by the area's `searchLabel`.
   */
  readonly labels?: Readonly<Record<string, MessageDescriptor>>;
  /**
   * The kinds it owns that people delete to the trash (issue 35), by GraphQL type name, each with
   * the name of its own trash ("Deleted projects"): the link from the area's list to it and the
   * trash's heading while it shows that kind alone. The trash's kind filter offers these kinds.
   */
  readonly trash?: Readonly<Record<string, MessageDescriptor>>;
  /**
   * Its kinds counted in words (`{count, plural, one {# question} other {# questions}}`), by the
   * key the server counts them under in a record's dependents (`questions`; camel case where the
   * server writes snake case): a refusal to delete says what is in the way (issue 35, issue 37 §1).
   */
  readonly counts?: Readonly<Record<string, MessageDescriptor>>;
  /** Its status lists of spec §4, each status with its tone (spec §9), as its screens show them (the gallery shows them all). */
  readonly statuses?: readonly StatusList[];
  /**
   * What its kinds' lists change in bulk (issue 35 §2), by GraphQL type name: each field the server
   * may offer (`bulkFields(type)`, its names), in the order the action bar shows them, with how its
   * new value is picked. The bar shows only those the server offers the reader.
   */
  readonly bulk?: Readonly<Record<string, Readonly<Record<string, BulkField>>>>;
}

/** A picker of records for a change in bulk: the ids chosen (one at most unless `multiple`). */
export interface BulkPickerProps {
  readonly label: string;
  readonly multiple: boolean;
  readonly value: readonly string[];
  readonly onChange: (ids: string[]) => void;
  /** A single picker's empty choice ("Nobody"), where the field may be emptied. */
  readonly placeholder?: string;
}

/** A picker component, loaded when the bar first needs it (the area files are in the first chunk). */
export type BulkPicker = LazyExoticComponent<ComponentType<BulkPickerProps>>;

/**
 * One field of a change in bulk and how its value is picked: `none` sends no value (archive,
 * delete; `danger` asks first, in red); `choice` one of a §4 table (its numeric id); `pick` a record
 * by its global id from the area's `picker` (null where `none` names the empty choice), or with
 * `many` ids to add and to remove (`{add, remove}`: assignees, categories of an issue).
 */
export type BulkField =
  | { readonly value: 'none'; readonly label: MessageDescriptor; readonly danger?: boolean }
  | { readonly value: 'choice'; readonly label: MessageDescriptor; readonly choices: readonly CatalogueStatus[] }
  | { readonly value: 'pick'; readonly label: MessageDescriptor; readonly picker: BulkPicker; readonly many?: boolean; readonly none?: MessageDescriptor };

/** One status of a §4 list: its spec id, the tone of its badge and its label. */
export interface CatalogueStatus {
  readonly id: number | string;
  readonly tone: StatusTone;
  readonly label: MessageDescriptor;
}

/** One status list of spec §4, named for the gallery. */
export interface StatusList {
  /** Stable key (the gallery's `data-status-list`). */
  readonly key: string;
  readonly title: MessageDescriptor;
  readonly statuses: readonly CatalogueStatus[];
}

/** An area's own status table, in spec id order. */
export function byId(list: readonly { id: number; tone: StatusTone; label: MessageDescriptor }[]): CatalogueStatus[] {
  return [...list].sort((a, b) => a.id - b.id).map(({ id, tone, label }) => ({ id, tone, label }));
}

/** An enum table whose spec ids are its order (1, 2, 3). */
export function byOrder(list: readonly { tone: StatusTone; label: MessageDescriptor }[]): CatalogueStatus[] {
  return list.map(({ tone, label }, index) => ({ id: index + 1, tone, label }));
}

/** A global id as a path segment. */
export function segment(id: string): string {
  return encodeURIComponent(id);
}
