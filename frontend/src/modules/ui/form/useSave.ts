import { notifications } from '@mantine/notifications';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { UseMutationConfig } from 'react-relay';
import { useNavigate } from 'react-router';
import type { Disposable, MutationParameters } from 'relay-runtime';
import type { FormPageProps, FormSave } from './useEditForm';

type Values = Record<string, unknown>;

interface Options<M extends MutationParameters, V extends Values> {
  /** The mutation's variables for the form's values and the version its edit started from (0 for a create form). */
  variables: (values: V, expectedVersion: number) => M['variables'];
  /** Where the saved record is (the locale's path), from the mutation's response. */
  next: (response: M['response']) => string;
  /** The green notice once it is saved. */
  saved: MessageDescriptor;
}

/**
 * A new or edit page's save (issue 32: one form wiring): sends the area's mutation with the
 * expected version, and once saved goes to the record in place of the form and says so; a failed
 * save, or a response with errors, goes back to the form, which routes it (the conflict view for
 * a stale version, 204.X000.004; the field the server blames; else above the form).
 */
export function useSave<M extends MutationParameters, V extends Values>(
  commit: (config: UseMutationConfig<M>) => Disposable,
  { variables, next, saved }: Options<M, V>,
): FormSave<V> {
  const send = useSend(commit, variables, saved);
  return (values, expectedVersion, { onError, onSaved }) => send(values, expectedVersion, onError, (response) => onSaved(next(response)));
}

interface PageOptions<M extends MutationParameters, V extends Values> extends Options<M, V> {
  /** The Save button's words ("Create project", "Save changes"). */
  submitLabel: MessageDescriptor;
  /** Where Cancel goes (the locale's path): the list for a new record, the record for an edit. */
  cancelTo: string;
}

/**
 * What a new or edit page gives its area's form (issue 32: one form wiring): the area's mutation
 * sent by `useSave`, the Save words, whether it runs and Cancel back; spread onto the form.
 */
export function usePageForm<M extends MutationParameters, V extends Values>(
  [commit, inFlight]: readonly [(config: UseMutationConfig<M>) => Disposable, boolean],
  { submitLabel, cancelTo, ...save }: PageOptions<M, V>,
): FormPageProps<V> {
  const intl = useIntl();
  const navigate = useNavigate();
  const onSubmit = useSave(commit, save);
  return { submitLabel: intl.formatMessage(submitLabel), inFlight, onSubmit, onCancel: () => void navigate(cancelTo) };
}

/**
 * Sends the mutation with the version the edit started from; once the answer has no errors,
 * `done` and the green notice; otherwise the form's `onError`, which routes the refusal. The one
 * body of a page's and a dialog's save.
 */
function useSend<M extends MutationParameters, V extends Values>(
  commit: (config: UseMutationConfig<M>) => Disposable,
  variables: (values: V, expectedVersion: number) => M['variables'],
  saved: MessageDescriptor,
) {
  const intl = useIntl();
  return (values: V, expectedVersion: number | null, onError: (error: Error) => void, done: (response: M['response']) => void) => {
    commit({
      variables: variables(values, expectedVersion ?? 0),
      onCompleted: (response, errors) => {
        if (errors?.length) return onError(new Error(errors[0].message));
        done(response);
        notifications.show({ color: 'green', message: intl.formatMessage(saved) });
      },
      onError,
    });
  };
}

interface DialogOptions<M extends MutationParameters, V extends Values> {
  /** The mutation's variables for the form's values and the version its edit started from. */
  variables: (values: V, expectedVersion: number) => M['variables'];
  /** The green notice once it is saved. */
  saved: MessageDescriptor;
  /** Closes the dialog once saved. */
  onClose: () => void;
}

/**
 * A dialog's save (issue 32: one form wiring): sends the area's mutation with the expected
 * version, and once saved says so and closes the dialog; a failed save, or a response with
 * errors, goes back to the form, which routes it (the conflict view for a stale version).
 */
export function useDialogSave<M extends MutationParameters, V extends Values>(
  commit: (config: UseMutationConfig<M>) => Disposable,
  { variables, saved, onClose }: DialogOptions<M, V>,
): (values: V, expectedVersion: number | null, done: { onSaved: () => void; onError: (error: Error) => void }) => void {
  const send = useSend(commit, variables, saved);
  return (values, expectedVersion, { onError, onSaved }) =>
    send(values, expectedVersion, onError, () => {
      onSaved();
      onClose();
    });
}

/**
 * What an edit dialog gives its area's form (issue 32: one form wiring): the area's mutation sent
 * by `useDialogSave`, the Save words, whether it runs and Cancel closing the dialog; spread onto
 * the form.
 */
export function useDialogForm<M extends MutationParameters, V extends Values>(
  [commit, inFlight]: readonly [(config: UseMutationConfig<M>) => Disposable, boolean],
  { submitLabel, ...save }: DialogOptions<M, V> & { submitLabel: MessageDescriptor },
): FormPageProps<V> {
  const intl = useIntl();
  const onSubmit = useDialogSave(commit, save);
  return { submitLabel: intl.formatMessage(submitLabel), inFlight, onSubmit, onCancel: save.onClose };
}

