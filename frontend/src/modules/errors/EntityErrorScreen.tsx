import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { ClientError } from '@/modules/relay/ClientError';
import { ErrorScreen } from './ErrorScreen';
import { HttpError } from './HttpError';
import { toErrorView } from './toErrorView';

interface Props {
  error: unknown;
  /**
   * The area's module letter in its codes (`I` in 204.I001.001): its 204 refusals show as 404
   * and its 102 ones as 403, in the server's (translated) words.
   */
  module?: string;
  /** Or exactly which codes do, and the status each shows as. */
  codes?: Readonly<Record<string, number>>;
}

function moduleStatus(code: string, module: string): number | null {
  if (!new RegExp(`^\\d{3}\\.${module}\\d{3}\\.\\d{3}$`).test(code)) return null;
  if (code.startsWith('204.')) return 404;
  if (code.startsWith('102.')) return 403;
  return null;
}

/**
 * The fallback of a page that reads one entity (a task, an issue, a template…), for
 * `SectionErrorBoundary`: one that does not exist, or that the user may not see, shows the error
 * screen with the server's message (or the page's own `HttpError`) instead of the generic one.
 */
export function EntityErrorScreen({ error, module, codes }: Props) {
  const intl = useIntl();
  const { pathname } = useLocation();
  if (error instanceof ClientError && error.message) {
    const status = codes?.[error.code] ?? (module ? moduleStatus(error.code, module) : null);
    if (status) return <ErrorScreen status={status} message={error.message} />;
  }
  if (error instanceof HttpError && error.message) return <ErrorScreen status={error.status} message={error.message} />;
  const view = toErrorView(intl, error, pathname);
  return <ErrorScreen status={view.status} message={view.message} />;
}
