import type { ComponentType } from 'react';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import type { RecordSourceProxy } from 'relay-runtime';

/**
 * One entry of an ordered list of named choices (an issue status, an issue category…) as the
 * area's fragment reads it: a label in each language, a colour and a place in the list.
 */
export interface Choice {
  readonly id: string;
  /** The label in the viewer's language. */
  readonly label: string;
  readonly labelEn: string;
  readonly labelJa: string;
  readonly color: string;
  /** The list's order, ascending (then the label). */
  readonly position: number;
  readonly version: number;
  readonly updatedAt: string;
}

/** What a create or an edit sends. */
export interface ChoiceValues {
  labelEn: string;
  labelJa: string;
  color: string;
}

/** The config the manager commits a mutation with (a subset of Relay's `UseMutationConfig`). */
export interface ChoiceMutationConfig<Input> {
  variables: { input: Input };
  onCompleted?: () => void;
  onError?: (error: Error) => void;
  optimisticUpdater?: (store: RecordSourceProxy) => void;
}

/** A mutation as Relay's `useMutation` returns it: commit, and whether one is in flight. */
export type ChoiceMutation<Input> = readonly [commit: (config: ChoiceMutationConfig<Input>) => unknown, inFlight: boolean];

/** The area's mutations: create, edit (with the version it was opened at) and move. */
export interface ChoiceMutations {
  create: ChoiceMutation<ChoiceValues>;
  update: ChoiceMutation<ChoiceValues & { id: string; expectedVersion: number }>;
  move: ChoiceMutation<{ id: string; position: number }>;
}

/** How the area draws and explains its choices (the manager imports no area code). */
export interface ChoiceKit {
  /** A choice as a badge: its label in its colour. */
  Badge: ComponentType<{ label: string; color: string }>;
  /** The palette a colour is picked from (a radio group: arrow keys move). */
  ColorPicker: ComponentType<{ label: string; value: string; onChange: (color: string) => void; error?: string }>;
  /** A colour's translated name. */
  colorName: (color: string) => MessageDescriptor;
  /** The colour a new choice starts with. */
  defaultColor: string;
  /** Who changed what on a choice after a version (the conflict view's account of theirs). */
  Changes: ComponentType<{ nodeId: string; sinceVersion: number }>;
  /** The text shown for a failed mutation. */
  errorText: (intl: IntlShape, error: unknown) => string;
}

/** The area's words for its list ("Issue statuses", "Add status", "Status saved."…). */
export interface ChoiceListMessages {
  title: MessageDescriptor;
  intro: MessageDescriptor;
  /** The create button. */
  create: MessageDescriptor;
  created: MessageDescriptor;
  saved: MessageDescriptor;
  /** The list is empty. */
  none: MessageDescriptor;
}
