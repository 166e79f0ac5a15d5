import { defineMessages, useIntl } from 'react-intl';
import { SignInForm } from '@/modules/auth/SignInForm';
import { usePageTitle } from '@/modules/layout/usePageTitle';

const messages = defineMessages({
  title: { id: 'page.signIn.title', defaultMessage: 'Sign in' },
});

/** /sign-in */
export function SignInPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage(messages.title));
  return <SignInForm />;
}
