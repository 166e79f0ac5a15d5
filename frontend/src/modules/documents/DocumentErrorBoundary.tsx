import { Component, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { ErrorScreen } from '@/modules/errors/ErrorScreen';
import { toErrorView } from '@/modules/errors/toErrorView';
import { ClientError } from '@/modules/relay/ClientError';

/** 'Document Not Accessible' and 'Document not found': the server's own (translated) words are shown. */
const documentCodes: Readonly<Record<string, number>> = { '102.D001.001': 403, '204.D001.001': 404 };

function DocumentError({ error }: { error: unknown }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  if (error instanceof ClientError && documentCodes[error.code] && error.message) {
    return <ErrorScreen status={documentCodes[error.code]} message={error.message} />;
  }
  const view = toErrorView(intl, error, pathname);
  return <ErrorScreen status={view.status} message={view.message} />;
}

interface Props {
  children: ReactNode;
}

interface State {
  error: unknown;
  failed: boolean;
}

/**
 * Around a page that reads `document(id:)`: a document the caller may not read, or one that
 * does not exist, shows the error screen with the server's message instead of the generic one.
 */
export class DocumentErrorBoundary extends Component<Props, State> {
  state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  render(): ReactNode {
    return this.state.failed ? <DocumentError error={this.state.error} /> : this.props.children;
  }
}
