import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
