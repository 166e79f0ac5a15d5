import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { errorMessage } from '@/modules/relay/errorMessages';
import { ErrorAlert } from '@/modules/ui/ErrorAlert';
import { accessToken } from './accessToken';
import { AuthForm, newPasswordErrors, NewPasswordFields, refusedField, useAuthFields } from './AuthFields';
import { useResetPassword } from './useResetPassword';

const messages = defineMessages({
  title: { id: 'auth.resetPassword.title', defaultMessage: 'Choose a new password' },
  intro: {
    id: 'auth.resetPassword.intro',
    defaultMessage: 'Every device signed in to your account will be signed out.',
  },
  submit: { id: 'auth.resetPassword.submit', defaultMessage: 'Set the new password' },
  noToken: {
    id: 'auth.resetPassword.noToken',
    defaultMessage: 'This link is incomplete. Open the link from the email again, or ask for a new one.',
  },
  linkRefused: { id: 'auth.resetPassword.linkRefused', defaultMessage: 'This link cannot be used' },
  askAgain: { id: 'auth.resetPassword.askAgain', defaultMessage: 'Ask for a new link' },
});

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
  const fields = useAuthFields({ newPassword: '', confirm: '' });
  const [linkError, setLinkError] = useState<string | null>(token === '' ? intl.formatMessage(messages.noToken) : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!fields.check(newPasswordErrors(intl, fields.values))) return;
    commit({
      variables: { input: { token, newPassword: fields.values.newPassword } },
      onCompleted: (response) => {
        // The reset signed out every session, this browser's too.
        accessToken.clear();
        const params = new URLSearchParams({ email: response.resetPassword.email, reset: '1' });
        void navigate(`${to('/sign-in')}?${params.toString()}`, { replace: true });
      },
      onError: (error) => {
        if (refusedField(error, ['newPassword'] as const)) fields.setErrors({ newPassword: errorMessage(intl, error) });
        else setLinkError(errorMessage(intl, error));
      },
    });
  };

  return (
    <AuthForm title={intl.formatMessage(messages.title)} onSubmit={submit}>
      {linkError ? (
        <ErrorAlert title={intl.formatMessage(messages.linkRefused)} testId="reset-link-refused">
          <Stack gap="xs">
            <Text size="sm">{linkError}</Text>
            <Anchor component={Link} to={to('/forgot-password')} size="sm">
              {intl.formatMessage(messages.askAgain)}
            </Anchor>
          </Stack>
        </ErrorAlert>
      ) : (
        <>
          <Text size="sm">{intl.formatMessage(messages.intro)}</Text>
          <NewPasswordFields bind={fields.bind} autoFocus />
          <Button type="submit" loading={inFlight} fullWidth>
            {intl.formatMessage(messages.submit)}
          </Button>
        </>
      )}
    </AuthForm>
  );
}
