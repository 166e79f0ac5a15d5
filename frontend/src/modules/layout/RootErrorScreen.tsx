import { LocaleProvider } from '@/modules/i18n/LocaleProvider';
import { splitLocalePath } from '@/modules/i18n/localePath';
import { RouteErrorScreen } from '@/modules/errors/RouteErrorScreen';

/** Last-resort error element, outside every layout. */
export function RootErrorScreen() {
  const { locale } = splitLocalePath(window.location.pathname);
  return (
    <LocaleProvider locale={locale}>
      <RouteErrorScreen />
    </LocaleProvider>
  );
}
