import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/renderWithProviders';
import { RemoveAction } from './IconAction';

describe('RemoveAction', () => {
  it('is a button named by its label that acts on click, and does not while disabled', async () => {
    const onClick = vi.fn();
    const { rerender } = renderWithProviders(<RemoveAction label="Remove report.pdf" onClick={onClick} testId="remove" />);
    const button = await screen.findByRole('button', { name: 'Remove report.pdf' });
    expect(button.getAttribute('data-testid')).toBe('remove');
    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
    rerender(<></>);
    renderWithProviders(<RemoveAction label="Remove notes.txt" onClick={onClick} disabled />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove notes.txt' }));
    expect(onClick).toHaveBeenCalledOnce();
  });
});
