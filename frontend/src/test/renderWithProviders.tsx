import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import en from '@/lang/en.json';
import ja from '@/lang/ja.json';

/** Renders an element at a path with Mantine, react-intl (source catalogues) and a memory router. */
export function renderWithProviders(element: ReactElement, { path = '/', locale = 'en' }: { path?: string; locale?: 'en' | 'ja' } = {}) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  return render(
    <MantineProvider>
      <IntlProvider locale={locale} messages={locale === 'ja' ? ja : en}>
        <RouterProvider router={router} />
      </IntlProvider>
    </MantineProvider>,
  );
}
