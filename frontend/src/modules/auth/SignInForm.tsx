import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { ClientError } from '@/modules/relay/ClientError';
import { errorMessage } from '@/modules/relay/errorMessages';
import { accessToken } from './accessToken';
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
  toggleVisibility: { id: 'auth.signIn.toggleVisibility', defaultMessage: 'Show or hide the characters' },
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
  const [email, setEmail] = useState(searchParams.get('email') ?? '');
  const wasReset = searchParams.get('reset') === '1';
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors: { email?: string; password?: string } = {};
    if (email.trim() === '') errors.email = intl.formatMessage(messages.emailRequired);
    if (password === '') errors.password = intl.formatMessage(messages.passwordRequired);
    setFieldErrors(errors);
    setFormError(null);
    if (errors.email || errors.password) return;
    commit({
      variables: { input: { email: email.trim(), password } },
      onCompleted: (response) => {
        accessToken.set(response.signIn.accessToken);
        void navigate(safeRedirect(searchParams.get('redirect'), to('/')), { replace: true });
      },
      onError: (error) => {
        if (error instanceof ClientError && (error.field === 'email' || error.field === 'password')) {
          setFieldErrors({ [error.field]: errorMessage(intl, error) });
        } else {
          setFormError(errorMessage(intl, error));
        }
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={1} size="h3">
          {intl.formatMessage(messages.title)}
        </Title>
        {wasReset && !formError && (
          <Alert color="green" icon={<IconCircleCheck size={18} aria-hidden />} role="status" data-testid="password-reset-done">
            {intl.formatMessage(messages.passwordReset)}
          </Alert>
        )}
        {formError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} title={intl.formatMessage(messages.failed)} role="alert">
            {formError}
          </Alert>
        )}
        <TextInput
          label={intl.formatMessage(messages.email)}
          type="email"
          autoComplete="username"
          required
          withAsterisk={false}
          value={email}
          error={fieldErrors.email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          data-autofocus={!wasReset || undefined}
        />
        <PasswordInput
          label={intl.formatMessage(messages.password)}
          autoComplete="current-password"
          required
          withAsterisk={false}
          visibilityToggleButtonProps={{ 'aria-label': intl.formatMessage(messages.toggleVisibility) }}
          value={password}
          error={fieldErrors.password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          data-autofocus={wasReset || undefined}
        />
        <Group justify="flex-end" mt={-8}>
          <Anchor component={Link} to={email.trim() ? `${to('/forgot-password')}?${new URLSearchParams({ email: email.trim() }).toString()}` : to('/forgot-password')} size="sm">
            {intl.formatMessage(messages.forgot)}
          </Anchor>
        </Group>
        <Button type="submit" loading={inFlight} fullWidth>
          {intl.formatMessage(messages.submit)}
        </Button>
      </Stack>
    </form>
  );
}
