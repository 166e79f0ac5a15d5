import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { LocaleProvider } from '@/modules/i18n/LocaleProvider';
import { splitLocalePath } from '@/modules/i18n/localePath';
import { requestActivity } from '@/modules/relay/progress';
import { RequestProgressBar } from '@/modules/ui/RequestProgressBar';
import { VersionWatcher } from '@/modules/version/VersionWatcher';
import { AppNotifications } from './AppNotifications';

/** Top of the route tree: locale from the path, notifications, version watcher, request progress. */
export function RootLayout() {
  const { locale } = splitLocalePath(useLocation().pathname);
  return (
    <LocaleProvider locale={locale}>
      <AppNotifications />
      <RequestProgressBar subscribe={requestActivity.subscribe} getSnapshot={requestActivity.getSnapshot} />
      <VersionWatcher />
      <Outlet />
      <ScrollRestoration />
    </LocaleProvider>
  );
}
