import { defineMessages, useIntl } from 'react-intl';
import { ResetPasswordForm } from '@/modules/auth/ResetPasswordForm';
import { usePageTitle } from '@/modules/layout/usePageTitle';

const messages = defineMessages({
  title: { id: 'auth.resetPassword.title', defaultMessage: 'Choose a new password' },
});

/** /reset-password?token=… (the link in a reset email) */
export function ResetPasswordPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage(messages.title));
  return <ResetPasswordForm />;
}
