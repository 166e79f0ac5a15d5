import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/renderWithProviders';
import { DialogModal } from './DialogModal';

describe('DialogModal', () => {
  it('names its close button in the reader’s language', async () => {
    renderWithProviders(
      <DialogModal opened onClose={() => undefined} title="Schedule">
        <p>body</p>
      </DialogModal>,
      { locale: 'ja' },
    );
    expect(await screen.findByRole('button', { name: '閉じる' })).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Schedule' })).toBeTruthy();
  });
});
