import { Stack, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { ErrorAlert } from '@/modules/ui/ErrorAlert';
import { ConflictPanel } from './ConflictPanel';
import { FormActions } from './FormActions';
import { KeptValues } from './KeptValues';
import { RecipeForm } from './RecipeForm';
import type { EditFormState } from './useEditForm';

type Values = Record<string, unknown>;

interface NoticesProps<V extends Values> {
  form: EditFormState<V>;
  /** Who changed what since a version (the record's history since it), for the conflict view; none for a record without versions. */
  changes?: (sinceVersion: number) => ReactNode;
  /** The title of a failed save's message (with an icon); without it the message stands alone. */
  failedTitle?: string;
  errorTestId?: string;
}

/** Above an edit form's fields: a failed save's message, the conflict view, and the user's kept values. */
export function FormNotices<V extends Values>({ form, changes, failedTitle, errorTestId }: NoticesProps<V>) {
  const { conflict } = form;
  return (
    <>
      {form.errors.form && (
        <ErrorAlert title={failedTitle} testId={errorTestId}>
          {form.errors.form}
        </ErrorAlert>
      )}
      {conflict && (
        <ConflictPanel
          rows={form.conflictRows}
          changes={changes?.(conflict.expectedVersion)}
          theirsReady={form.theirsReady}
          saving={form.inFlight}
          onReload={form.reloadTheirs}
          onSaveMine={form.saveMine}
        />
      )}
      {form.keptRows.length > 0 && (
        <KeptValues rows={form.keptRows} onRestore={(field) => form.restoreKept(field as keyof V & string)} onDismiss={form.dismissKept} />
      )}
    </>
  );
}

/**
 * A form's own words, read by key from its messages table (as a list reads `caption` and `empty`):
 * `form` is the form's accessible name, `failed` the title of a failed save's message.
 */
export interface FormWords {
  form: MessageDescriptor;
  failed?: MessageDescriptor;
}

/** The form's name: its messages table (`form`, `failed`), or text already formatted. */
export type FormNaming = { messages: FormWords; label?: undefined } | { label: string; messages?: undefined };

export interface EditFormBaseProps<V extends Values> extends NoticesProps<V> {
  /** The Save words and the way out; default: the page's, when the form was given `page`. */
  submitLabel?: string;
  onCancel?: () => void;
  gap?: MantineSpacing;
  /** Focus the first field when the form appears. Default: a create form's. */
  autoFocus?: boolean;
  /** The fields. */
  children: ReactNode;
}

type Props<V extends Values> = EditFormBaseProps<V> & FormNaming;

/**
 * An edit form on the recipe (`useEditForm`): the failed save's message, the conflict view and
 * the kept values above the fields, Cancel and Save (disabled while nothing changed) below,
 * Ctrl/⌘+Enter to save, and a new form's first field focused.
 */
export function EditForm<V extends Values>({ form, label, messages, submitLabel, onCancel, gap = 'md', autoFocus, children, failedTitle, ...notices }: Props<V>) {
  const intl = useIntl();
  const failed = failedTitle ?? (messages?.failed && intl.formatMessage(messages.failed));
  return (
    <RecipeForm onSubmit={form.submit} label={label ?? intl.formatMessage(messages.form)} autoFocus={autoFocus ?? form.isNew}>
      <Stack gap={gap}>
        <FormNotices form={form} failedTitle={failed} {...notices} />
        {children}
        <FormActions
          submitLabel={submitLabel ?? form.submitLabel ?? ''}
          dirty={form.canSave}
          inFlight={form.inFlight}
          onCancel={onCancel ?? form.onCancel ?? (() => undefined)}
        />
      </Stack>
    </RecipeForm>
  );
}
