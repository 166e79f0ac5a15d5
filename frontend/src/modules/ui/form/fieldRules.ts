import { defineMessage, type IntlShape, type MessageDescriptor } from 'react-intl';

type Values = Record<string, unknown>;

const messages = {
  tooLong: defineMessage<{ max: number }>({ id: 'form.text.tooLong', defaultMessage: 'Use at most {max, number} characters.' }),
  none: defineMessage({ id: 'form.value.none', defaultMessage: '(none)' }),
};

/** A form's words: a message of the area's, or a string it formatted itself. */
export type FormText = string | MessageDescriptor;

/** The text in the reader's language. */
export function formText(intl: IntlShape, text: FormText): string {
  return typeof text === 'string' ? text : intl.formatMessage(text);
}

/** Each field's text in the reader's language (a form's labels, its required fields' messages). */
export function formTexts<K extends string>(intl: IntlShape, texts: Readonly<Record<K, FormText>>): Record<K, string> {
  return Object.fromEntries(Object.entries<FormText>(texts).map(([field, text]) => [field, formText(intl, text)])) as Record<K, string>;
}

/**
 * The text checks every area's form had written out (issue 32: one edit form recipe): a required
 * field's own message when it is empty, and the shared "at most N characters" when it is longer
 * than the server allows (counted in characters, not UTF-16 units, as the server counts).
 */
export interface TextRules<V extends Values> {
  /** A required field and the message it shows when empty (after `trim`). */
  required?: Partial<Record<keyof V & string, FormText>>;
  /** A text field's longest length in characters. */
  maxLength?: Partial<Record<keyof V & string, number>>;
}

/** Characters as the server counts them (code points). */
export function textLength(text: string): number {
  return [...text].length;
}

/** Each field's first problem under the text rules (required, then too long); fields without one are left out. */
export function textProblems<V extends Values>(intl: IntlShape, values: V, { required, maxLength }: TextRules<V>): Partial<Record<keyof V & string, string>> {
  const problems: Partial<Record<keyof V & string, string>> = {};
  for (const [field, message] of Object.entries(required ?? {}) as [keyof V & string, FormText][]) {
    const value = values[field];
    if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) problems[field] = formText(intl, message);
  }
  for (const [field, max] of Object.entries(maxLength ?? {}) as [keyof V & string, number][]) {
    const value = values[field];
    if (problems[field] === undefined && typeof value === 'string' && textLength(value) > max) problems[field] = intl.formatMessage(messages.tooLong, { max });
  }
  return problems;
}

/** The values with the named text fields trimmed (what a form sends). */
export function trimmed<V extends Values>(values: V, fields: readonly (keyof V & string)[]): V {
  const next: V = { ...values };
  for (const field of fields) {
    const value = next[field];
    if (typeof value === 'string') next[field] = value.trim() as V[typeof field];
  }
  return next;
}

/**
 * How one field's value reads in the conflict view and the kept values: a string, or a list of
 * names (shown as the reader's list), or null / '' / [] for "(none)".
 */
export type FieldText<V extends Values, K extends keyof V & string> = (value: V[K], from: V) => string | readonly string[] | null | undefined;

/** Per field, how its value reads; a field left out reads as its text, or its items as a list, or "(none)" when empty. */
export type FieldDisplays<V extends Values> = { [K in keyof V as string extends K ? never : number extends K ? never : K]?: FieldText<V, K & string> };

/** The fields a form's values declare (without the `Record<string, unknown>` index they extend). */
export type DeclaredField<V extends Values> = keyof { [K in keyof V as string extends K ? never : number extends K ? never : K]: V[K] } & keyof V & string;

/** The text shown for a value under `displays` (see FieldDisplays). */
export function shownValue<V extends Values>(intl: IntlShape, displays: FieldDisplays<V>, field: keyof V & string, value: unknown, from: V): string {
  const show = (displays as Record<string, FieldText<V, typeof field> | undefined>)[field];
  const shown = show ? show(value as V[typeof field], from) : value;
  if (shown === null || shown === undefined || shown === '') return intl.formatMessage(messages.none);
  if (Array.isArray(shown)) return shown.length ? intl.formatList(shown.map(String)) : intl.formatMessage(messages.none);
  return String(shown);
}

/** Names for ids (`tagNames.get(id) ?? id`), for a list field's FieldText. */
export function namesOf(names: ReadonlyMap<string, string>, ids: readonly string[]): string[] {
  return ids.map((id) => names.get(id) ?? id);
}

/** A choice list of records with an id and a name (the `edges` of a connection). */
export function nodeOptions(edges: readonly { readonly node: { readonly id: string; readonly name: string } }[]): { value: string; label: string }[] {
  return edges.map((edge) => ({ value: edge.node.id, label: edge.node.name }));
}

/** Id → name for every list given (later lists win), for ids the option lists may not hold. */
export function nameMap(...lists: readonly (readonly { readonly id: string; readonly name: string }[])[]): Map<string, string> {
  return new Map(lists.flatMap((list) => list.map((item) => [item.id, item.name] as [string, string])));
}

type Named = { readonly id: string; readonly name: string };

/** A pickable list of named records, and the names a form shows for ids (the conflict view, kept values). */
export interface NamedChoices {
  /** The select's choices: the listed records, then held ones the list does not hold. */
  data: { value: string; label: string }[];
  /** Id → name, for every record listed or held. */
  names: ReadonlyMap<string, string>;
  /** One id's name (the id itself when unknown). */
  nameOf: (id: string) => string;
  /** Several ids' names, for a list field's FieldText. */
  namesOf: (ids: readonly string[]) => string[];
  /** The choices with the field's values among them (a value restored from the kept ones, say), each named. */
  dataWith: (ids: readonly string[]) => { value: string; label: string }[];
}

/**
 * The choices of a record field (tags, an owner, a team): the list the server offered (its first
 * page), plus the records the form's record already holds that the page may lack (the 101st tag,
 * a deactivated owner), so a held value is named, never shown as its id (issue 32: one body for
 * what every area form wrote out).
 */
export function namedChoices(listed: readonly Named[], ...held: readonly (readonly Named[])[]): NamedChoices {
  const names = nameMap(listed, ...held);
  const listedIds = new Set(listed.map((record) => record.id));
  const extra = held.flat().filter((record, index, all) => !listedIds.has(record.id) && all.findIndex((other) => other.id === record.id) === index);
  const data = [...listed, ...extra].map((record) => ({ value: record.id, label: names.get(record.id) ?? record.name }));
  return {
    data,
    names,
    nameOf: (id) => names.get(id) ?? id,
    namesOf: (ids) => namesOf(names, ids),
    dataWith: (ids) => [...data, ...ids.filter((id) => !data.some((choice) => choice.value === id)).map((id) => ({ value: id, label: names.get(id) ?? id }))],
  };
}
