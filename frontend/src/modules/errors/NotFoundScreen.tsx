import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { ErrorScreen } from './ErrorScreen';

const messages = defineMessages({
  notFound: defineMessage<{ path: string }>({ id: 'error.pageNotFound', defaultMessage: 'Page Not Found: {path}' }),
});

/** 404 for a path no route matches. */
export function NotFoundScreen() {
  const intl = useIntl();
  const { pathname } = useLocation();
  return <ErrorScreen status={404} message={intl.formatMessage(messages.notFound, { path: pathname })} />;
}
