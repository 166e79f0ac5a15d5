import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/renderWithProviders';
import { EmailMessageView } from './EmailMessageView';

// A message as the file transport writes it: plain text and HTML alternatives and an attachment.
const eml = [
  'From: Sales <sales@example.com>',
  'To: Ann <ann@client.test>',
  'Subject: =?utf-8?B?5pys5pel44Gu44GU5qGI5YaF?=',
  'Date: Sat, 05 Dec 2026 05:00:00 +0000',
  'MIME-Version: 1.0',
  'Content-Type: multipart/mixed; boundary="mixed"',
  '',
  '--mixed',
  'Content-Type: multipart/alternative; boundary="alt"',
  '',
  '--alt',
  'Content-Type: text/plain; charset=utf-8',
  '',
  'Dear Ann, our offer (https://example.com/offer)',
  '--alt',
  'Content-Type: text/html; charset=utf-8',
  '',
  '<p>Dear Ann, <a href="http://127.0.0.1/t/c/tok?u=https%3A%2F%2Fexample.com%2Foffer&s=x">our offer</a></p><img src="http://127.0.0.1/t/o/tok">',
  '--alt--',
  '--mixed',
  'Content-Type: text/csv; name="prices.csv"',
  'Content-Disposition: attachment; filename="prices.csv"',
  'Content-Transfer-Encoding: base64',
  '',
  'YSxiCjEsMgo=',
  '--mixed--',
  '',
].join('\r\n');

afterEach(() => vi.unstubAllGlobals());

function serve(response: Response) {
  const fetch = vi.fn(() => Promise.resolve(response));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('EmailMessageView', () => {
  it('shows the headers decoded, the message untracked in a sandbox, its text part and its attachment', async () => {
    const fetch = serve(new Response(eml, { status: 200 }));
    renderWithProviders(<EmailMessageView emlUrl="/mail/outbox/x.eml?sig=1" />, { path: '/emails/1' });
    expect(await screen.findByText('本日のご案内')).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith('/mail/outbox/x.eml?sig=1', expect.anything());
    expect(screen.getByText('Sales <sales@example.com>')).toBeTruthy();
    expect(screen.getByText('Ann <ann@client.test>')).toBeTruthy();

    const frame = screen.getByTestId('email-message-frame');
    expect(frame.getAttribute('sandbox')).not.toContain('allow-scripts');
    const shown = frame.getAttribute('srcdoc') ?? '';
    expect(shown).toContain('href="https://example.com/offer"');
    expect(shown).not.toContain('/t/o/');

    expect(screen.getByTestId('email-message-attachment').textContent).toContain('prices.csv');
    fireEvent.click(screen.getByRole('tab', { name: 'Plain text' }));
    expect((await screen.findByTestId('email-message-text')).textContent).toContain('Dear Ann, our offer');
  });

  it('says in Japanese that an expired link could not be read', async () => {
    serve(new Response('', { status: 403 }));
    renderWithProviders(<EmailMessageView emlUrl="/mail/outbox/x.eml" />, { path: '/emails/1', locale: 'ja' });
    expect((await screen.findByTestId('email-message-error')).textContent).toContain('メッセージを読み込めませんでした');
  });
});
