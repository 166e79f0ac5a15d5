import { act, fireEvent, screen, within } from '@testing-library/react';
import { defineMessages } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/renderWithProviders';
import { IssueSideSection, type SideCallbacks } from './IssueSideSection';

// Real catalogue entries (the categories section's words).
const messages = defineMessages({
  title: { id: 'issue.field.categories', defaultMessage: 'Categories' },
  none: { id: 'issue.categories.noneAssigned', defaultMessage: 'No category' },
  pick: { id: 'issue.categories.pick', defaultMessage: 'Add a category' },
});

const items = [
  { key: 'c1', content: <span>Bug</span>, name: 'Bug' },
  { key: 'c2', content: <span>Request</span>, name: 'Request' },
];

describe('IssueSideSection', () => {
  it('lists the items, each with a detach button named after it, and detaches by key', async () => {
    const detach = vi.fn();
    renderWithProviders(<IssueSideSection messages={messages} items={items} picker={{ data: [], assign: vi.fn() }} detach={detach} busy={false} data-testid="issue-categories" />);
    const section = await screen.findByRole('region', { name: 'Categories' });
    expect(within(section).getAllByTestId('issue-categories-item')).toHaveLength(2);
    fireEvent.click(within(section).getByRole('button', { name: 'Detach Request' }));
    expect(detach).toHaveBeenCalledWith('c2', expect.objectContaining({ onError: expect.any(Function) }));
    expect(within(section).getByRole('combobox', { name: 'Add a category' })).toBeTruthy();
  });

  it("shows the server's refusal until dismissed, and clears it before the next change", async () => {
    let callbacks: SideCallbacks | null = null;
    const detach = vi.fn((_key: string, given: SideCallbacks) => {
      callbacks = given;
    });
    renderWithProviders(<IssueSideSection messages={messages} items={items} picker={{ data: [], assign: vi.fn() }} detach={detach} busy={false} data-testid="issue-categories" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Detach Bug' }));
    const refuse = (callbacks as SideCallbacks | null)?.onError;
    expect(refuse).toBeDefined();
    // The server's refusal arrives after the click.
    act(() => refuse?.(new Error('Category assignment already exists')));
    expect((await screen.findByTestId('issue-categories-error')).textContent).toContain('Category assignment already exists');
    fireEvent.click(screen.getByRole('button', { name: 'Detach Request' }));
    expect(screen.queryByTestId('issue-categories-error')).toBeNull();
  });

  it('says none is assigned, and disables detaching while a change is in flight', async () => {
    const { unmount } = renderWithProviders(<IssueSideSection messages={messages} items={[]} picker={{ data: [], assign: vi.fn() }} detach={vi.fn()} busy={false} data-testid="issue-categories" />);
    expect(await screen.findByText('No category')).toBeTruthy();
    unmount();
    renderWithProviders(<IssueSideSection messages={messages} items={items} picker={{ data: [], assign: vi.fn() }} detach={vi.fn()} busy data-testid="issue-categories" />);
    expect((await screen.findByRole('button', { name: 'Detach Bug' })).hasAttribute('disabled')).toBe(true);
  });
});
