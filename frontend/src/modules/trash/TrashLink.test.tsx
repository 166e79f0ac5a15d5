import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/renderWithProviders';
import { TrashLink } from './TrashLink';

describe('TrashLink', () => {
  it('opens the kind’s own trash, in the area’s words', async () => {
    renderWithProviders(<TrashLink kind="Project" />, { path: '/projects' });
    const link = await screen.findByRole('link', { name: 'Deleted projects' });
    expect(link.getAttribute('href')).toBe('/trash?type=Project');
  });

  it('keeps the reader’s language', async () => {
    renderWithProviders(<TrashLink kind="Organization" />, { path: '/ja/organizations', locale: 'ja' });
    const link = await screen.findByRole('link', { name: '削除した組織' });
    expect(link.getAttribute('href')).toBe('/ja/trash?type=Organization');
  });

  it('is nothing for a kind no area has a trash for', async () => {
    renderWithProviders(
      <>
        <TrashLink kind="Employee" />
        <output data-testid="drawn" />
      </>,
    );
    await screen.findByTestId('drawn');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
