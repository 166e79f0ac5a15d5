import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/renderWithProviders';
import { ErrorAlert } from './ErrorAlert';

describe('ErrorAlert', () => {
  it('announces the failure with its title, and its close button is named in the reader’s language', () => {
    const onClose = vi.fn();
    renderWithProviders(
      <ErrorAlert title="保存できませんでした" testId="failure" withCloseButton onClose={onClose}>
        名前が長すぎます。
      </ErrorAlert>,
      { locale: 'ja' },
    );
    const alert = screen.getByRole('alert');
    expect(alert.getAttribute('data-testid')).toBe('failure');
    expect(alert.textContent).toContain('保存できませんでした');
    expect(alert.textContent).toContain('名前が長すぎます。');
    fireEvent.click(screen.getByRole('button', { name: '閉じる' }));
    expect(onClose).toHaveBeenCalled();
  });
});
