import { Alert, Anchor, Button, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { ClientError } from '@/modules/relay/ClientError';
import { errorMessage } from '@/modules/relay/errorMessages';
import { accessToken } from './accessToken';
import { useResetPassword } from './useResetPassword';

const messages = defineMessages({
  title: { id: 'auth.resetPassword.title', defaultMessage: 'Choose a new password' },
  intro: {
    id: 'auth.resetPassword.intro',
    defaultMessage: 'Every device signed in to your account will be signed out.',
  },
  newPassword: { id: 'auth.changePassword.new', defaultMessage: 'New password' },
  confirm: { id: 'auth.changePassword.confirm', defaultMessage: 'Confirm new password' },
  toggleVisibility: { id: 'auth.signIn.toggleVisibility', defaultMessage: 'Show or hide the characters' },
  tooShort: defineMessage<{ min: number }>({ id: 'auth.changePassword.tooShort', defaultMessage: 'Use at least {min, number} characters.' }),
  tooLong: defineMessage<{ max: number }>({ id: 'auth.resetPassword.tooLong', defaultMessage: 'Use at most {max, number} characters.' }),
  mismatch: { id: 'auth.changePassword.mismatch', defaultMessage: 'The passwords do not match.' },
  submit: { id: 'auth.resetPassword.submit', defaultMessage: 'Set the new password' },
  noToken: {
    id: 'auth.resetPassword.noToken',
    defaultMessage: 'This link is incomplete. Open the link from the email again, or ask for a new one.',
  },
  linkRefused: { id: 'auth.resetPassword.linkRefused', defaultMessage: 'This link cannot be used' },
  askAgain: { id: 'auth.resetPassword.askAgain', defaultMessage: 'Ask for a new link' },
});

/** The server's password rule (identity.rs: PASSWORD_MIN_CHARS, PASSWORD_MAX_CHARS). */
const minLength = 8;
const maxLength = 128;

type Field = 'newPassword' | 'confirm';

/**
 * The page an emailed reset link opens (issue 37 §7): a new password and its confirmation,
 * with errors beside the fields; a link that is unknown, used or expired says so with a way to
 * ask for a new one. Success goes to sign-in, the email filled in.
 */
export function ResetPasswordForm() {
  const intl = useIntl();
  const to = useLocalePath();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [commit, inFlight] = useResetPassword();
  const [values, setValues] = useState<Record<Field, string>>({ newPassword: '', confirm: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [linkError, setLinkError] = useState<string | null>(token === '' ? intl.formatMessage(messages.noToken) : null);
  const toggle = { 'aria-label': intl.formatMessage(messages.toggleVisibility) };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Partial<Record<Field, string>> = {};
    const length = [...values.newPassword].length;
    if (length < minLength) next.newPassword = intl.formatMessage(messages.tooShort, { min: minLength });
    else if (length > maxLength) next.newPassword = intl.formatMessage(messages.tooLong, { max: maxLength });
    if (values.confirm !== values.newPassword) next.confirm = intl.formatMessage(messages.mismatch);
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    commit({
      variables: { input: { token, newPassword: values.newPassword } },
      onCompleted: (response) => {
        // The reset signed out every session, this browser's too.
        accessToken.clear();
        const params = new URLSearchParams({ email: response.resetPassword.email, reset: '1' });
        void navigate(`${to('/sign-in')}?${params.toString()}`, { replace: true });
      },
      onError: (error) => {
        if (error instanceof ClientError && error.field === 'newPassword') setErrors({ newPassword: errorMessage(intl, error) });
        else setLinkError(errorMessage(intl, error));
      },
    });
  };

  const bind = (field: Field) => ({
    value: values[field],
    error: errors[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [field]: value }));
    },
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={1} size="h3">
          {intl.formatMessage(messages.title)}
        </Title>
        {linkError ? (
          <Alert color="red" icon={<IconAlertCircle size={18} />} title={intl.formatMessage(messages.linkRefused)} role="alert" data-testid="reset-link-refused">
            <Stack gap="xs">
              <Text size="sm">{linkError}</Text>
              <Anchor component={Link} to={to('/forgot-password')} size="sm">
                {intl.formatMessage(messages.askAgain)}
              </Anchor>
            </Stack>
          </Alert>
        ) : (
          <>
            <Text size="sm">{intl.formatMessage(messages.intro)}</Text>
            <PasswordInput
              label={intl.formatMessage(messages.newPassword)}
              autoComplete="new-password"
              required
              withAsterisk={false}
              visibilityToggleButtonProps={toggle}
              data-autofocus
              autoFocus
              {...bind('newPassword')}
            />
            <PasswordInput
              label={intl.formatMessage(messages.confirm)}
              autoComplete="new-password"
              required
              withAsterisk={false}
              visibilityToggleButtonProps={toggle}
              {...bind('confirm')}
            />
            <Button type="submit" loading={inFlight} fullWidth>
              {intl.formatMessage(messages.submit)}
            </Button>
          </>
        )}
      </Stack>
    </form>
  );
}
