import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ErrorScreen } from './ErrorScreen';
import { NotFoundScreen } from './NotFoundScreen';

describe('ErrorScreen', () => {
  it('shows the heading, the message and a link home', async () => {
    renderWithProviders(<ErrorScreen status={502} message="Upstream failed" />);
    expect(await screen.findByRole('heading', { name: 'Error: 502 - Bad Gateway' })).toBeTruthy();
    expect(screen.getByText('Upstream failed')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to home page' }).getAttribute('href')).toBe('/');
  });

  it('links to the Japanese home page under /ja', async () => {
    renderWithProviders(<ErrorScreen status={418} message="x" />, { path: '/ja/tasks', locale: 'ja' });
    expect(await screen.findByRole('heading', { name: 'エラー: 418 - 不明なエラー' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ホームに戻る' }).getAttribute('href')).toBe('/ja');
  });

  it('shows 404 Page Not Found with the path', async () => {
    renderWithProviders(<NotFoundScreen />, { path: '/nowhere' });
    expect(await screen.findByRole('heading', { name: 'Error: 404 - Not Found' })).toBeTruthy();
    expect(screen.getByText('Page Not Found: /nowhere')).toBeTruthy();
  });
});
