import { useState, type ChangeEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useNavigate, type To } from 'react-router';
import { errorMessage } from '@/modules/relay/errorMessages';
import { blamedField } from './blamedField';
import type { ConflictRow } from './ConflictPanel';
import { formTexts, shownValue, textProblems, trimmed, type DeclaredField, type FieldDisplays, type FormText, type TextRules } from './fieldRules';
import type { KeptRow } from './KeptValues';
import { useUnsavedChanges } from './unsavedChanges';
import { useFormRecipe, type FormRecipe } from './useFormRecipe';

type Values = Record<string, unknown>;

/** A message under each field that has one, and `form` for one above the form. */
export type FormErrors<V extends Values> = Partial<Record<(keyof V & string) | 'form', string>>;

/** What the save tells the form: `onSaved` when it worked, `onError` when it failed. */
export interface SaveDone {
  /**
   * The save worked. With `next`, the form goes there in place of itself (history `replace`), so
   * Back after Save leads to where the user came from, not to the form again (issue 37 §3); the
   * changes are saved, so leaving does not ask.
   */
  onSaved: (next?: To) => void;
  onError: (error: Error) => void;
}

/**
 * What a new or edit page gives its area's form (issue 32: an area's form declares its fields, not
 * the wiring): the Save button's words, whether a save runs, the save and the way out.
 */
export interface FormPageProps<V extends Values> {
  submitLabel: string;
  inFlight: boolean;
  onSubmit: FormSave<V>;
  onCancel: () => void;
}

/**
 * The page's props for a form whose values are not yet what the page sends (a role still
 * unchosen, steps as drafts): the same page, its save given `as(values)`.
 */
export function pageSendingAs<V extends Values, S extends Values>(page: FormPageProps<S>, as: (values: V) => S): FormPageProps<V> {
  return { ...page, onSubmit: (values, expectedVersion, done) => page.onSubmit(as(values), expectedVersion, done) };
}

/** Sends a form's values; `expectedVersion` is null for a create form. */
export type FormSave<V extends Values> = (values: V, expectedVersion: number | null, done: SaveDone) => void;

/** The fields of V that hold text. */
export type TextFieldOf<V extends Values> = { [K in DeclaredField<V>]: V[K] extends string ? K : never }[DeclaredField<V>];
/** The fields of V that hold a number. */
export type NumberFieldOf<V extends Values> = { [K in DeclaredField<V>]: V[K] extends number ? K : never }[DeclaredField<V>];

/** A fixed choice of numbered values (statuses, priorities), each with its label. */
export interface NumberChoice {
  id: number;
  label: MessageDescriptor;
}

/**
 * Where the save comes from: the form's own `save` and `inFlight`, or the new/edit page's props
 * passed on whole (`page`: its save, whether it runs, the Save words and the way out).
 */
export type EditFormSave<V extends Values> =
  | { save: FormSave<V>; inFlight: boolean; page?: undefined }
  | { page: FormPageProps<V>; save?: undefined; inFlight?: undefined };

export type EditFormOptions<V extends Values> = EditFormSettings<V> & EditFormSave<V>;

export interface EditFormSettings<V extends Values> extends TextRules<V> {
  /** The record as stored now (from the Relay store: it follows refetches and subscriptions). */
  current: V;
  /** The stored record's version, sent as `expectedVersion`; null for a create form. */
  currentVersion: number | null;
  /** The edited record's id, for its history since a version (`useRecordForm` gives it). */
  recordId?: string | null;
  /** A create form: Save is enabled from the start and the first field takes the focus. Default: no version. */
  isNew?: boolean;
  /**
   * Reads the stored record again after a stale save, so "theirs" can be shown; resolves when it
   * is in the store. Without it, theirs is what the store holds once it reaches the stored version.
   */
  reload?: () => Promise<unknown>;
  /** Each field's label (a message, or text already formatted), for its input, the conflict view and the kept values. */
  labels: Record<keyof V & string, FormText>;
  /**
   * A value as the conflict view and the kept values show it (`from`: the values it belongs to).
   * A function for every field, or per field (FieldDisplays: fields left out read as their text,
   * a list as the reader's list, empty as "(none)"). Default: the text itself.
   */
  display?: ((field: keyof V & string, value: unknown, from: V) => string) | FieldDisplays<V>;
  /** Long text fields: shown whole, wrapped, in a scrollable box. */
  long?: readonly (keyof V & string)[];
  /** Text fields sent trimmed (before `prepare`, the checks and the save). */
  trim?: readonly TextFieldOf<V>[];
  /** What is sent for the values (trimmed text, for instance); checked and saved as it is. */
  prepare?: (values: V) => V;
  /**
   * Client checks before a save, after `required` and `maxLength`: a message under each field that
   * fails. A field given an empty message blocks the save without one (the field shows its problem itself).
   */
  validate?: (values: V) => FormErrors<V>;
  /** The text shown for a failed save. Default: the catalogue's message for its code, in the reader's language. */
  errorText?: (error: unknown) => string;
  /** The server's input names that stand for a form field (`{ documentIds: 'documents' }`). */
  inputNames?: Readonly<Record<string, keyof V & string>>;
  /**
   * Where a failed save's message goes, when the form knows better than the default (the field
   * the server blames, else above the form); return undefined for the default.
   */
  routeError?: (error: Error) => FormErrors<V> | undefined;
}

export interface EditFormState<V extends Values> extends FormRecipe<V> {
  /** Each field's label, as declared, in the reader's language. */
  labels: Record<keyof V & string, string>;
  isNew: boolean;
  /** The edited record's id, when the form was given it (for its history since a version). */
  recordId: string | null;
  /** Save is enabled: a create form, or an edit form with something changed. */
  canSave: boolean;
  inFlight: boolean;
  errors: FormErrors<V>;
  setErrors: (errors: FormErrors<V>) => void;
  /** Sets a field and clears its message. */
  set: FormRecipe<V>['set'];
  /** Saves the form's values with the version it was loaded at (nothing while Save is disabled or a save runs). */
  submit: () => void;
  /** The stored record has been read again: "theirs" is known. */
  theirsReady: boolean;
  /** The changed fields whose values differ from the stored ones: yours beside theirs. */
  conflictRows: ConflictRow[];
  /** The user's own values kept beside the form after "Reload with their changes". */
  keptRows: KeptRow[];
  /** "Save mine anyway": the user's changed fields over the stored values, at the stored version. */
  saveMine: () => void;
  /** The page's Save words and way out, when the form was given `page`. */
  submitLabel?: string;
  onCancel?: () => void;
  /**
   * A text input's props for a text field (TextInput, Textarea): its label, value, message, and
   * typing sets it (issue 32: a form declares its fields, not the wiring).
   */
  input: <K extends TextFieldOf<V>>(field: K) => {
    label: string;
    value: string;
    error: string | undefined;
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  };
  /** A value input's props (a select, a multi-select, the markdown field): label, value, message, and a change sets it. */
  bind: <K extends keyof V & string>(field: K) => { label: string; value: V[K]; error: string | undefined; onChange: (value: V[K]) => void };
  /** A Select's props for a number chosen from a fixed list (a status, a priority): the choices in the reader's language, never empty. */
  numberChoice: <K extends NumberFieldOf<V>>(
    field: K,
    choices: readonly NumberChoice[],
  ) => { label: string; data: { value: string; label: string }[]; value: string; error: string | undefined; allowDeselect: false; onChange: (value: string | null) => void };
}

/** The field a failed save blames (`input.tags[2]` → `tags`), when the form has it. */
function blamedFormField<V extends Values>(error: unknown, current: V, inputNames: Readonly<Record<string, keyof V & string>> | undefined) {
  const blamed = blamedField(error)?.replace(/\[\d+\]$/, '');
  if (!blamed) return null;
  const field = inputNames?.[blamed] ?? blamed;
  return Object.prototype.hasOwnProperty.call(current, field) ? (field as keyof V & string) : null;
}

/**
 * The edit form recipe in one place: a form declares its values, labels, how a value reads, its
 * checks and its save; this keeps the version it was loaded at, Save enabled only when something
 * changed (edit forms), field and form errors (a failed save goes under the field the server
 * blames), and the stale-save conflict view: theirs read again, yours beside theirs, "Reload with
 * their changes" (yours kept beside the form) and "Save mine anyway".
 */
export function useEditForm<V extends Values>(options: EditFormOptions<V>): EditFormState<V> {
  const { current, currentVersion, reload, long, trim, prepare, validate, inputNames, routeError } = options;
  const { page } = options;
  const save = page ? page.onSubmit : options.save;
  const inFlight = page ? page.inFlight : options.inFlight;
  const intl = useIntl();
  const labels = formTexts(intl, options.labels);
  const errorText = options.errorText ?? ((error: unknown) => errorMessage(intl, error));
  const isNew = options.isNew ?? currentVersion === null;
  const navigate = useNavigate();
  const [theirsLoaded, setTheirsLoaded] = useState(!reload);
  const [errors, setErrors] = useState<FormErrors<V>>({});
  const recipe = useFormRecipe<V>({
    current,
    currentVersion,
    onConflict: () => {
      if (!reload) return;
      setTheirsLoaded(false);
      reload().then(
        () => setTheirsLoaded(true),
        () => setTheirsLoaded(true),
      );
    },
  });
  // Leaving with unsaved changes asks first (issue 37 §3); a save that worked lets the page go.
  const release = useUnsavedChanges(recipe.dirty);
  const display = (field: keyof V & string, value: unknown, from: V) => {
    const given = options.display;
    if (typeof given === 'function') return given(field, value, from);
    if (given) return shownValue(intl, given, field, value, from);
    return value === null || value === undefined ? '' : String(value);
  };
  const isLong = (field: keyof V & string) => long?.includes(field) ?? false;

  const set: FormRecipe<V>['set'] = (field, value) => {
    recipe.set(field, value);
    setErrors((previous) => (previous[field] === undefined ? previous : { ...previous, [field]: undefined }));
  };

  const send = (values: V, expectedVersion: number | null) => {
    const clean = trim ? trimmed(values, trim) : values;
    const sent = prepare ? prepare(clean) : clean;
    // The text rules first (required, then too long), then the form's own checks for the other fields.
    const problems = { ...(validate?.(sent) ?? {}), ...textProblems(intl, sent, options) } as FormErrors<V>;
    setErrors(problems);
    if (Object.values(problems).some((message) => typeof message === 'string')) return;
    save(sent, expectedVersion, {
      onSaved: (next) => {
        release();
        recipe.saved(sent, expectedVersion === null ? null : expectedVersion + 1);
        if (next !== undefined) void navigate(next, { replace: true });
      },
      onError: (error) => {
        if (expectedVersion !== null && recipe.handleError(error, expectedVersion)) return;
        const routed = routeError?.(error);
        if (routed) {
          setErrors(routed);
          return;
        }
        const field = blamedFormField(error, current, inputNames);
        setErrors(field ? ({ [field]: errorText(error) } as FormErrors<V>) : ({ form: errorText(error) } as FormErrors<V>));
      },
    });
  };

  const canSave = isNew || recipe.dirty;
  const { conflict, kept } = recipe;
  const conflictRows: ConflictRow[] = conflict
    ? recipe.changedFields
        .map((field) => ({ field, mine: display(field, conflict.mine[field], conflict.mine), theirs: display(field, current[field], current) }))
        .filter((row) => row.mine !== row.theirs)
        .map(({ field, mine, theirs }) => ({ key: field, label: labels[field], mine, theirs, long: isLong(field) }))
    : [];
  const keptRows: KeptRow[] = kept
    ? (Object.keys(kept) as (keyof V & string)[]).map((field) => ({
        key: field,
        label: labels[field],
        text: display(field, kept[field], { ...recipe.values, ...kept }),
        long: isLong(field),
      }))
    : [];
  const theirsReady = conflict !== null && theirsLoaded && (conflict.currentVersion === null || (currentVersion ?? 0) >= conflict.currentVersion);

  return {
    ...recipe,
    labels,
    isNew,
    recordId: options.recordId ?? null,
    canSave,
    inFlight,
    errors,
    setErrors,
    set,
    submit: () => {
      if (!canSave || inFlight) return;
      send(recipe.values, recipe.version);
    },
    theirsReady,
    conflictRows,
    keptRows,
    saveMine: () => {
      const mine = recipe.mineOverTheirs();
      send(mine.values, mine.version);
    },
    submitLabel: page?.submitLabel,
    onCancel: page?.onCancel,
    input: (field) => ({
      label: labels[field],
      value: recipe.values[field] as string,
      error: errors[field],
      onChange: (event) => set(field, event.currentTarget.value as V[typeof field]),
    }),
    bind: (field) => ({ label: labels[field], value: recipe.values[field], error: errors[field], onChange: (value) => set(field, value) }),
    numberChoice: (field, choices) => ({
      label: labels[field],
      data: choices.map((choice) => ({ value: String(choice.id), label: intl.formatMessage(choice.label) })),
      value: String(recipe.values[field]),
      error: errors[field],
      allowDeselect: false,
      onChange: (value) => {
        if (value) set(field, Number(value) as V[typeof field]);
      },
    }),
  };
}
