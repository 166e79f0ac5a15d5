import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/renderWithProviders';
import { PeriodHistoryExportButton } from './PeriodHistoryExportButton';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('PeriodHistoryExportButton', () => {
  it('asks for the days picked, in the reader’s language, and keeps a refusal’s coded message in the dialog', async () => {
    const fetch = vi.fn(() =>
      Promise.resolve(new Response(JSON.stringify({ errors: [{ message: '期間が正しくありません', extensions: { code: '203.V001.004' } }] }), { status: 400 })),
    );
    vi.stubGlobal('fetch', fetch);
    // jsdom lays nothing out, so the calendar's focus trap finds no focusable day while it opens.
    const warn = console.warn.bind(console);
    vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
      if (!String(args[0]).includes('use-focus-trap')) warn(...args);
    });
    renderWithProviders(<PeriodHistoryExportButton roles={[{ roleId: 1 }]} />, { path: '/ja/trash', locale: 'ja' });
    fireEvent.click(screen.getByRole('button', { name: '期間の履歴' }));
    const download = await screen.findByRole('button', { name: 'ダウンロード' });
    expect((download as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '開始日 – 終了日' }));
    await waitFor(() => expect(document.querySelector('button[data-today]')).toBeTruthy());
    fireEvent.click(document.querySelector('button[data-today]')!);
    fireEvent.click(document.querySelector('button[data-today]')!);
    await waitFor(() => expect((download as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(download);
    expect(await screen.findByTestId('period-history-error')).toHaveProperty('textContent', '期間が正しくありません');
    const url = new URL(String((fetch.mock.calls[0] as unknown[])[0]), 'http://x');
    expect(url.pathname).toBe('/export/history.jsonl');
    const from = new Date(url.searchParams.get('from')!);
    const to = new Date(url.searchParams.get('to')!);
    expect([from.getHours(), from.getMinutes(), to.getHours()]).toEqual([0, 0, 0]);
    expect(from.toDateString()).toBe(new Date().toDateString());
    expect(url.searchParams.get('locale')).toBe('ja');
  });
});
