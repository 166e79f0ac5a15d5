import { Alert, Anchor, Button, Group } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { errorMessage } from '@/modules/relay/errorMessages';
import { accessToken } from './accessToken';
import { AuthForm, EmailField, PasswordField, refusedField, useAuthFields } from './AuthFields';
import { safeRedirect } from './safeRedirect';
import { useSignIn } from './useSignIn';

const messages = defineMessages({
  title: { id: 'auth.signIn.title', defaultMessage: 'Sign in to Staffhub' },
  email: { id: 'auth.signIn.email', defaultMessage: 'Email' },
  password: { id: 'auth.signIn.password', defaultMessage: 'Password' },
  submit: { id: 'auth.signIn.submit', defaultMessage: 'Sign in' },
  emailRequired: { id: 'auth.signIn.emailRequired', defaultMessage: 'Enter your email address.' },
  passwordRequired: { id: 'auth.signIn.passwordRequired', defaultMessage: 'Enter your password.' },
  failed: { id: 'auth.signIn.failed', defaultMessage: 'Sign-in failed' },
  forgot: { id: 'auth.signIn.forgotPassword', defaultMessage: 'Forgot password?' },
  passwordReset: { id: 'auth.signIn.passwordReset', defaultMessage: 'Your password was changed. Sign in with your new password.' },
});

/** Email and password sign-in; returns to the `redirect` path afterwards. */
export function SignInForm() {
  const intl = useIntl();
  const navigate = useNavigate();
  const to = useLocalePath();
  const [searchParams] = useSearchParams();
  const [commit, inFlight] = useSignIn();
  // After a reset (issue 37 §7) the page comes back with the member's email and a notice.
  const fields = useAuthFields({ email: searchParams.get('email') ?? '', password: '' });
  const { email, password } = fields.values;
  const wasReset = searchParams.get('reset') === '1';
  const [formError, setFormError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const valid = fields.check({
      ...(email.trim() === '' && { email: intl.formatMessage(messages.emailRequired) }),
      ...(password === '' && { password: intl.formatMessage(messages.passwordRequired) }),
    });
    if (!valid) return;
    commit({
      variables: { input: { email: email.trim(), password } },
      onCompleted: (response) => {
        accessToken.set(response.signIn.accessToken);
        void navigate(safeRedirect(searchParams.get('redirect'), to('/')), { replace: true });
      },
      onError: (error) => {
        const field = refusedField(error, ['email', 'password'] as const);
        if (field) fields.setErrors({ [field]: errorMessage(intl, error) });
        else setFormError(errorMessage(intl, error));
      },
    });
  };

  return (
    <AuthForm
      title={intl.formatMessage(messages.title)}
      onSubmit={submit}
      intro={
        wasReset &&
        !formError && (
          <Alert color="green" icon={<IconCircleCheck size={18} aria-hidden />} role="status" data-testid="password-reset-done">
            {intl.formatMessage(messages.passwordReset)}
          </Alert>
        )
      }
      error={{ title: intl.formatMessage(messages.failed), message: formError }}
    >
      <EmailField label={intl.formatMessage(messages.email)} {...fields.bind('email')} data-autofocus={!wasReset || undefined} />
      <PasswordField label={intl.formatMessage(messages.password)} autoComplete="current-password" {...fields.bind('password')} data-autofocus={wasReset || undefined} />
      <Group justify="flex-end" mt={-8}>
        <Anchor component={Link} to={email.trim() ? `${to('/forgot-password')}?${new URLSearchParams({ email: email.trim() }).toString()}` : to('/forgot-password')} size="sm">
          {intl.formatMessage(messages.forgot)}
        </Anchor>
      </Group>
      <Button type="submit" loading={inFlight} fullWidth>
        {intl.formatMessage(messages.submit)}
      </Button>
    </AuthForm>
  );
}
