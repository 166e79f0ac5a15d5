import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { errorMessage } from '@/modules/relay/errorMessages';
import { AuthForm, EmailField, refusedField, useAuthFields } from './AuthFields';
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
  const fields = useAuthFields({ email: searchParams.get('email') ?? '' });
  const email = fields.values.email.trim();
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (!fields.check(email === '' ? { email: intl.formatMessage(forgotPasswordMessages.emailRequired) } : {})) return;
    commit({
      variables: { input: { email } },
      onCompleted: () => setSentTo(email),
      onError: (error) => {
        if (refusedField(error, ['email'] as const)) fields.setErrors({ email: errorMessage(intl, error) });
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
    <AuthForm
      title={intl.formatMessage(forgotPasswordMessages.title)}
      onSubmit={submit}
      intro={<Text size="sm">{intl.formatMessage(forgotPasswordMessages.intro)}</Text>}
      error={{ title: intl.formatMessage(forgotPasswordMessages.failed), message: formError }}
    >
      <EmailField label={intl.formatMessage(forgotPasswordMessages.email)} {...fields.bind('email')} data-autofocus autoFocus />
      <Button type="submit" loading={inFlight} fullWidth>
        {intl.formatMessage(forgotPasswordMessages.submit)}
      </Button>
      {back}
    </AuthForm>
  );
}
