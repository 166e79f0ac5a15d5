import { useIntl } from 'react-intl';
import { ForgotPasswordForm, forgotPasswordMessages } from '@/modules/auth/ForgotPasswordForm';
import { usePageTitle } from '@/modules/layout/usePageTitle';

/** /forgot-password */
export function ForgotPasswordPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage(forgotPasswordMessages.title));
  return <ForgotPasswordForm />;
}
