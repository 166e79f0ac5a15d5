import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconMailCheck } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { ClientError } from '@/modules/relay/ClientError';
import { errorMessage } from '@/modules/relay/errorMessages';
import { useRequestPasswordReset } from './useRequestPasswordReset';

export const forgotPasswordMessages = defineMessages({
  title: { id: 'auth.forgotPassword.title', defaultMessage: 'Forgot your password?' },
  intro: {
    id: 'auth.forgotPassword.intro',
    defaultMessage: 'Enter the email address you sign in with. We will send you a link to choose a new password.',
  },
  email: { id: 'auth.signIn.email', defaultMessage: 'Email' },
  emailRequired: { id: 'auth.signIn.emailRequired', defaultMessage: 'Enter your email address.' },
  submit: { id: 'auth.forgotPassword.submit', defaultMessage: 'Send the link' },
  sentTitle: { id: 'auth.forgotPassword.sentTitle', defaultMessage: 'Check your email' },
  sent: defineMessage<{ email: string; minutes: number }>({
    id: 'auth.forgotPassword.sent',
    defaultMessage:
      'If {email} belongs to an account, we have sent it a link to choose a new password. The link works once, for {minutes, number} minutes. Nothing arrived? Check your spam folder, or ask again.',
  }),
  failed: { id: 'auth.forgotPassword.failed', defaultMessage: 'The link could not be requested' },
  backToSignIn: { id: 'auth.forgotPassword.backToSignIn', defaultMessage: 'Back to sign in' },
});

/** How long a requested link works (the server's REQUESTED_LINK_MINUTES). */
const linkMinutes = 30;

/**
 * "Forgot password" (issue 37 §7): asks for a reset link. The server answers the same for any
 * address, so the confirmation never says whether the address is known.
 */
export function ForgotPasswordForm() {
  const intl = useIntl();
  const to = useLocalePath();
  const [searchParams] = useSearchParams();
  const [commit, inFlight] = useRequestPasswordReset();
  const [email, setEmail] = useState(searchParams.get('email') ?? '');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (email.trim() === '') {
      setFieldError(intl.formatMessage(forgotPasswordMessages.emailRequired));
      return;
    }
    setFieldError(undefined);
    commit({
      variables: { input: { email: email.trim() } },
      onCompleted: () => setSentTo(email.trim()),
      onError: (error) => {
        if (error instanceof ClientError && error.field === 'email') setFieldError(errorMessage(intl, error));
        else setFormError(errorMessage(intl, error));
      },
    });
  };

  const back = (
    <Anchor component={Link} to={to('/sign-in')} size="sm">
      {intl.formatMessage(forgotPasswordMessages.backToSignIn)}
    </Anchor>
  );

  if (sentTo !== null) {
    return (
      <Stack gap="md" data-testid="forgot-password-sent">
        <Title order={1} size="h3">
          {intl.formatMessage(forgotPasswordMessages.sentTitle)}
        </Title>
        <Alert color="blue" icon={<IconMailCheck size={18} aria-hidden />} role="status">
          {intl.formatMessage(forgotPasswordMessages.sent, { email: sentTo, minutes: linkMinutes })}
        </Alert>
        {back}
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={1} size="h3">
          {intl.formatMessage(forgotPasswordMessages.title)}
        </Title>
        <Text size="sm">{intl.formatMessage(forgotPasswordMessages.intro)}</Text>
        {formError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} title={intl.formatMessage(forgotPasswordMessages.failed)} role="alert">
            {formError}
          </Alert>
        )}
        <TextInput
          label={intl.formatMessage(forgotPasswordMessages.email)}
          type="email"
          autoComplete="username"
          required
          withAsterisk={false}
          value={email}
          error={fieldError}
          onChange={(event) => setEmail(event.currentTarget.value)}
          data-autofocus
          autoFocus
        />
        <Button type="submit" loading={inFlight} fullWidth>
          {intl.formatMessage(forgotPasswordMessages.submit)}
        </Button>
        {back}
      </Stack>
    </form>
  );
}
