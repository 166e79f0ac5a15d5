import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@/modules/layout/layout.css';
import { createTheme, MantineProvider } from '@mantine/core';
import { useState } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { RouterProvider } from 'react-router';
import { signOutLocally } from '@/modules/auth/signOutLocally';
import { environment } from '@/modules/relay/environment';
import { unauthenticated } from '@/modules/relay/unauthenticated';
import { createAppRouter } from './router';

const theme = createTheme({
  primaryColor: 'blue',
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Hiragino Sans", "Noto Sans JP", "Yu Gothic UI", Meiryo, sans-serif',
});

unauthenticated.setHandler(signOutLocally);

/** Providers (Mantine, Relay) and the router (whose root layout holds the locale and the notifications). */
export function App() {
  const [router] = useState(createAppRouter);
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto">
      <RelayEnvironmentProvider environment={environment}>
        <RouterProvider router={router} />
      </RelayEnvironmentProvider>
    </MantineProvider>
  );
}
