import { Suspense, type ReactElement } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import type { IEnvironment } from 'relay-runtime';
import { AppNotifications } from '@/modules/layout/AppNotifications';
import { renderWithProviders } from './renderWithProviders';

/** Renders a page that reads its query (suspending) from `environment`, with the app's notices, at a path. */
export function renderRelayPage(environment: IEnvironment, page: ReactElement, options: { path?: string; locale?: 'en' | 'ja' } = {}) {
  return renderWithProviders(
    <RelayEnvironmentProvider environment={environment}>
      <AppNotifications />
      <Suspense>{page}</Suspense>
    </RelayEnvironmentProvider>,
    options,
  );
}
