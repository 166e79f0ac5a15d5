import { useIntl } from 'react-intl';
import { ResetPasswordForm, resetPasswordMessages } from '@/modules/auth/ResetPasswordForm';
import { usePageTitle } from '@/modules/layout/usePageTitle';

/** /reset-password?token=… (the link in a reset email) */
export function ResetPasswordPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage(resetPasswordMessages.title));
  return <ResetPasswordForm />;
}
