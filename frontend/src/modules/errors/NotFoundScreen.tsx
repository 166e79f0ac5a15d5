import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { ErrorScreen } from './ErrorScreen';
import { pageNotFoundMessage } from './toErrorView';

/** 404 for a path no route matches. */
export function NotFoundScreen() {
  const intl = useIntl();
  const { pathname } = useLocation();
  return <ErrorScreen status={404} message={pageNotFoundMessage(intl, pathname)} />;
}
