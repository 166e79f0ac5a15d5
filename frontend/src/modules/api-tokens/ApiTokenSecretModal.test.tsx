import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/renderWithProviders';
import { ApiTokenSecretModal } from './ApiTokenSecretModal';

const secret = 'shp_0123456789abcdefghijklmnopqrstuvwxyzABCDEFG';

describe('ApiTokenSecretModal', () => {
  it('shows the secret once, says so, and closes only when told', async () => {
    const onClose = vi.fn();
    renderWithProviders(<ApiTokenSecretModal secret={secret} onClose={onClose} />);
    expect(await screen.findByRole('dialog', { name: 'Copy your new token' })).toBeTruthy();
    expect(screen.getByTestId('api-token-secret').textContent).toBe(secret);
    expect(screen.getByText(/only time the token is shown/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'I have copied it' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('speaks Japanese on /ja', async () => {
    renderWithProviders(<ApiTokenSecretModal secret={secret} onClose={() => undefined} />, { locale: 'ja' });
    expect(await screen.findByRole('dialog', { name: '新しいトークンをコピーしてください' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'コピー' })).toBeTruthy();
  });
});
