import { PasswordInput, Stack, TextInput, Title, type PasswordInputProps, type TextInputProps } from '@mantine/core';
import { useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { defineMessage, defineMessages, useIntl, type IntlShape } from 'react-intl';
import { ClientError } from '@/modules/relay/ClientError';
import { ErrorAlert } from '@/modules/ui/ErrorAlert';

const messages = defineMessages({
  toggleVisibility: { id: 'auth.signIn.toggleVisibility', defaultMessage: 'Show or hide the characters' },
  tooShort: defineMessage<{ min: number }>({ id: 'auth.changePassword.tooShort', defaultMessage: 'Use at least {min, number} characters.' }),
  tooLong: defineMessage<{ max: number }>({ id: 'auth.resetPassword.tooLong', defaultMessage: 'Use at most {max, number} characters.' }),
  mismatch: { id: 'auth.changePassword.mismatch', defaultMessage: 'The passwords do not match.' },
  newPassword: { id: 'auth.changePassword.new', defaultMessage: 'New password' },
  confirm: { id: 'auth.changePassword.confirm', defaultMessage: 'Confirm new password' },
});

/** The server's password rule (identity.rs: PASSWORD_MIN_CHARS, PASSWORD_MAX_CHARS). */
export const passwordMinLength = 8;
export const passwordMaxLength = 128;

/** What `useAuthFields().bind` gives an input. */
interface FieldBinding {
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * The values and errors of a password or sign-in form (the fields are plain text the server
 * checks again): `bind` gives an input its value, its error and its setter.
 */
export function useAuthFields<Field extends string>(empty: Record<Field, string>) {
  const [values, setValues] = useState<Record<Field, string>>(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const bind = (field: Field): FieldBinding => ({
    value: values[field],
    error: errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [field]: value }));
    },
  });
  const reset = () => {
    setValues(empty);
    setErrors({});
  };
  /** Shows `next` beside the fields; true when there is nothing to show (the form may be sent). */
  const check = (next: Partial<Record<Field, string>>) => {
    setErrors(next);
    return Object.keys(next).length === 0;
  };
  return { values, errors, setErrors, bind, reset, check };
}

/** The new password's problems: the server's length rule, and its confirmation matching it. */
export function newPasswordErrors(intl: IntlShape, values: { newPassword: string; confirm: string }): { newPassword?: string; confirm?: string } {
  const errors: { newPassword?: string; confirm?: string } = {};
  // Characters, not UTF-16 units, as the server counts them.
  const length = [...values.newPassword].length;
  if (length < passwordMinLength) errors.newPassword = intl.formatMessage(messages.tooShort, { min: passwordMinLength });
  else if (length > passwordMaxLength) errors.newPassword = intl.formatMessage(messages.tooLong, { max: passwordMaxLength });
  if (values.confirm !== values.newPassword) errors.confirm = intl.formatMessage(messages.mismatch);
  return errors;
}

/** The field a refusal names when it is one of `fields` (its message goes beside it), else null. */
export function refusedField<Field extends string>(error: Error, fields: readonly Field[]): Field | null {
  return error instanceof ClientError && fields.includes(error.field as Field) ? (error.field as Field) : null;
}

/** A password input: required without the asterisk, its show/hide button named. */
export function PasswordField(props: PasswordInputProps) {
  const intl = useIntl();
  return (
    <PasswordInput required withAsterisk={false} visibilityToggleButtonProps={{ 'aria-label': intl.formatMessage(messages.toggleVisibility) }} {...props} />
  );
}

/**
 * A new password and its confirmation, as every password form asks them (one label and one
 * autocomplete hint, so password managers offer to generate and save the same way everywhere).
 */
export function NewPasswordFields({ bind, autoFocus = false }: { bind: (field: 'newPassword' | 'confirm') => FieldBinding; autoFocus?: boolean }) {
  const intl = useIntl();
  return (
    <>
      <PasswordField
        label={intl.formatMessage(messages.newPassword)}
        autoComplete="new-password"
        {...(autoFocus && { 'data-autofocus': true, autoFocus: true })}
        {...bind('newPassword')}
      />
      <PasswordField label={intl.formatMessage(messages.confirm)} autoComplete="new-password" {...bind('confirm')} />
    </>
  );
}

/** The sign-in email input: required without the asterisk, filled by the browser's password manager. */
export function EmailField(props: TextInputProps) {
  return <TextInput type="email" autoComplete="username" required withAsterisk={false} {...props} />;
}

interface FormProps {
  title: string;
  onSubmit: (event: FormEvent) => void;
  /** Under the heading, before the refusal (an introduction or a notice). */
  intro?: ReactNode;
  /** The server's refusal that names no field, under its title. */
  error?: { title: string; message: string | null };
  children: ReactNode;
}

/** A signed-out page's form (sign in, forgot or reset password): its heading, intro, refusal and fields. */
export function AuthForm({ title, onSubmit, intro, error, children }: FormProps) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Title order={1} size="h3">
          {title}
        </Title>
        {intro}
        {error?.message && (
          <ErrorAlert title={error.title}>
            {error.message}
          </ErrorAlert>
        )}
        {children}
      </Stack>
    </form>
  );
}
