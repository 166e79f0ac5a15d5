import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { defineMessages, IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import en from '@/lang/en.json';
import ja from '@/lang/ja.json';
import { ListColumnChooser } from './ListColumnChooser';
import { listColumns } from './listColumns';
import { ListCell, ListRow, ListTable } from './ListTable';
import { useListColumns } from './useListColumns';

const messages = defineMessages({
  title: { id: 'test.chooser.title', defaultMessage: 'Title' },
  status: { id: 'test.chooser.status', defaultMessage: 'Status' },
  priority: { id: 'test.chooser.priority', defaultMessage: 'Priority' },
});

const columns = listColumns(messages, ['title', 'status', 'priority']);

/** A list page in miniature: the chooser over a table that shows what `useListColumns` says. */
function Page() {
  const { shown, hidden } = useListColumns(columns);
  const search = useLocation().search;
  return (
    <>
      <ListColumnChooser columns={columns} />
      <output data-testid="search">{search}</output>
      <ListTable label="Things" columns={shown.map((column) => ({ key: column.key, label: column.label.defaultMessage as string }))} hidden={hidden}>
        <ListRow>
          <ListCell column="title">{'A thing'}</ListCell>
          <ListCell column="status">{'Open'}</ListCell>
          <ListCell column="priority">{'High'}</ListCell>
        </ListRow>
      </ListTable>
    </>
  );
}

/** `renderWithProviders` with Mantine told it runs in tests: a popover's target has no layout in jsdom, which Mantine would read as scrolled out of sight. */
function renderWithProviders(element: ReactElement, { path, locale = 'en' }: { path: string; locale?: 'en' | 'ja' }) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  return render(
    <MantineProvider env="test">
      <IntlProvider locale={locale} messages={locale === 'ja' ? ja : en} onError={() => undefined}>
        <RouterProvider router={router} />
      </IntlProvider>
    </MantineProvider>,
  );
}

const headers = () => screen.getAllByRole('columnheader').map((header) => header.textContent);
const cells = () => screen.getAllByRole('cell').map((cell) => cell.textContent);

describe('the column chooser', () => {
  it('hides a column from the table, its header and its cells, and keeps it in the URL beside the filter', async () => {
    renderWithProviders(<Page />, { path: '/tasks?q=crash' });
    expect(headers()).toEqual(['Title', 'Status', 'Priority']);
    fireEvent.click(screen.getByTestId('list-columns'));
    const priority = await screen.findByRole('checkbox', { name: 'Priority' });
    expect((priority as HTMLInputElement).checked).toBe(true);
    // The title is always shown.
    expect((screen.getByRole('checkbox', { name: 'Title' }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(priority);
    expect(headers()).toEqual(['Title', 'Status']);
    expect(cells()).toEqual(['A thing', 'Open']);
    expect(screen.getByTestId('search').textContent).toBe('?q=crash&hide=priority');
    expect(screen.getByTestId('list-columns').textContent).toBe('Columns (1 hidden)');
  });

  it('restores the columns an address hides (a saved view opened), and shows them all again', async () => {
    renderWithProviders(<Page />, { path: '/tasks?hide=priority,status' });
    expect(headers()).toEqual(['Title']);
    expect(cells()).toEqual(['A thing']);
    fireEvent.click(screen.getByTestId('list-columns'));
    expect(((await screen.findByRole('checkbox', { name: 'Status' })) as HTMLInputElement).checked).toBe(false);
    // Shown again: written in the list's order whatever the order of clicks.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Status' }));
    expect(screen.getByTestId('search').textContent).toBe('?hide=priority');
    fireEvent.click(screen.getByTestId('list-columns-show-all'));
    expect(headers()).toEqual(['Title', 'Status', 'Priority']);
    expect(screen.getByTestId('search').textContent).toBe('');
  });

  it('reads in Japanese', async () => {
    renderWithProviders(<Page />, { path: '/tasks?hide=status', locale: 'ja' });
    expect(screen.getByTestId('list-columns').textContent).toBe('表示列（1列を非表示）');
  });
});
