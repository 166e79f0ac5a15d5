import { screen } from '@testing-library/react';
import { defineMessages } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { listColumns } from '@/modules/ui/list/listColumns';
import { renderWithProviders } from '@/test/renderWithProviders';
import { ListPageFrame } from './ListPageFrame';

describe('ListPageFrame', () => {
  it('heads the page with its title, its actions and then its create button, and names the tab after it', () => {
    renderWithProviders(
      <ListPageFrame title="Issues" create={{ to: '/issues/new', label: 'New issue' }} actions={<button type="button">Board</button>}>
        <p>the list</p>
      </ListPageFrame>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Issues');
    const link = screen.getByRole('link', { name: 'New issue' });
    expect(link.getAttribute('href')).toBe('/issues/new');
    // The area's own actions come first, the create button last.
    expect(screen.getByRole('button', { name: 'Board' }).compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText('the list')).toBeTruthy();
    expect(document.title).toContain('Issues');
  });

  it('names the tab after the view shown where it says more than the heading, and offers no create button unless given one', () => {
    renderWithProviders(
      <ListPageFrame title="Issues" pageTitle="Issue board · Issues">
        <p>the board</p>
      </ListPageFrame>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Issues');
    expect(document.title).toContain('Issue board · Issues');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('offers "Columns" for a list that declares its columns, saying how many the address hides', async () => {
    const messages = defineMessages({
      title: { id: 'test.frame.title', defaultMessage: 'Title' },
      status: { id: 'test.frame.status', defaultMessage: 'Status' },
    });
    renderWithProviders(
      <ListPageFrame title="Issues" columns={listColumns(messages, ['title', 'status'])}>
        <p>the list</p>
      </ListPageFrame>,
      { path: '/issues?hide=status' },
    );
    expect((await screen.findByTestId('list-columns')).textContent).toBe('Columns (1 hidden)');
  });
});
