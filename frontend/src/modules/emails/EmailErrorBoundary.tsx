import { Component, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { ErrorScreen } from '@/modules/errors/ErrorScreen';
import { HttpError } from '@/modules/errors/HttpError';
import { toErrorView } from '@/modules/errors/toErrorView';
import { ClientError } from '@/modules/relay/ClientError';

/** The email area's own refusals ('Template not found' …): the server's (translated) words are shown. */
function emailErrorStatus(error: ClientError): number | null {
  if (!error.message || !/^\d{3}\.E\d{3}\.\d{3}$/.test(error.code)) return null;
  if (error.code.startsWith('204.')) return 404;
  if (error.code.startsWith('102.')) return 403;
  return null;
}

function EmailError({ error }: { error: unknown }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  if (error instanceof ClientError) {
    const status = emailErrorStatus(error);
    if (status) return <ErrorScreen status={status} message={error.message} />;
  }
  if (error instanceof HttpError && error.message) return <ErrorScreen status={error.status} message={error.message} />;
  const view = toErrorView(intl, error, pathname);
  return <ErrorScreen status={view.status} message={view.message} />;
}

interface State {
  error: unknown;
  failed: boolean;
}

/**
 * Around a page that reads one template, job or event: one that does not exist (or an
 * id of something else) shows the error screen with the server's or the page's message.
 */
export class EmailErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  render(): ReactNode {
    return this.state.failed ? <EmailError error={this.state.error} /> : this.props.children;
  }
}
