import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useRouteError } from 'react-router';
import { ErrorScreen } from './ErrorScreen';
import { toErrorView } from './toErrorView';

/** Error element for routes: any unhandled error moves the page to the error screen. */
export function RouteErrorScreen() {
  const error = useRouteError();
  const intl = useIntl();
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn('Unhandled error shown on the error screen', error);
  }, [error]);
  const view = toErrorView(intl, error, pathname);
  return <ErrorScreen status={view.status} message={view.message} />;
}
