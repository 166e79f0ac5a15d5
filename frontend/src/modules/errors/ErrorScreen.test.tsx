import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/renderWithProviders';
import { ErrorScreen } from './ErrorScreen';
import { NotFoundScreen } from './NotFoundScreen';

describe('ErrorScreen', () => {
  it('shows the heading, the message, a link home and the page title', async () => {
    renderWithProviders(<ErrorScreen status={502} message="A service we rely on didn't answer." />);
    expect(await screen.findByRole('heading', { name: 'Error: 502 - Bad Gateway' })).toBeTruthy();
    expect(screen.getByText("A service we rely on didn't answer.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to home page' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('link', { name: /Back to/ })).toBeNull();
    await waitFor(() => expect(document.title).toBe('Something went wrong · Staffhub'));
  });

  it('names 403 Forbidden, never Unknown Error, and offers the way back to the area', async () => {
    renderWithProviders(<ErrorScreen status={403} message="You don't have access to this page." />, { path: '/members/new' });
    expect(await screen.findByRole('heading', { name: 'Error: 403 - Forbidden' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to members' }).getAttribute('href')).toBe('/members');
    await waitFor(() => expect(document.title).toBe('No access · Staffhub'));
  });

  it('links to the Japanese pages under /ja', async () => {
    renderWithProviders(<ErrorScreen status={404} message="x" />, { path: '/ja/tasks/abc', locale: 'ja' });
    expect(await screen.findByRole('heading', { name: 'エラー: 404 - 見つかりません' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ホームに戻る' }).getAttribute('href')).toBe('/ja');
    expect(screen.getByRole('link', { name: 'タスク一覧に戻る' }).getAttribute('href')).toBe('/ja/tasks');
    await waitFor(() => expect(document.title).toBe('見つかりません · Staffhub'));
  });

  it('shows an unknown status as Unknown Error', async () => {
    renderWithProviders(<ErrorScreen status={418} message="x" />, { path: '/ja', locale: 'ja' });
    expect(await screen.findByRole('heading', { name: 'エラー: 418 - 不明なエラー' })).toBeTruthy();
  });

  it('shows 404 Page Not Found with the path', async () => {
    renderWithProviders(<NotFoundScreen />, { path: '/nowhere' });
    expect(await screen.findByRole('heading', { name: 'Error: 404 - Not Found' })).toBeTruthy();
    expect(screen.getByText('Page Not Found: /nowhere')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Not found · Staffhub'));
  });
});
