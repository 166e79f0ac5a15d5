import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/renderWithProviders';
import { WorkflowFlowDiagram } from './WorkflowFlowDiagram';

describe('workflow flow diagram', () => {
  const boxes = [
    { key: 'a', name: 'Draft', roleName: null, status: 'DONE', waitingFor: 'NOBODY' },
    { key: 'b', name: 'Review', roleName: 'Legal', status: 'IN_PROGRESS', waitingFor: 'APPROVER', approval: null, overdue: true, dueAt: '2026-01-05T09:00:00Z' },
    { key: 'c', name: 'Sign', roleName: null, status: 'NOT_STARTED', waitingFor: 'NOBODY', dueAfterHours: 48 },
  ];

  it('draws the steps in order, marks the current one and says who acts next', async () => {
    const onSelect = vi.fn();
    renderWithProviders(<WorkflowFlowDiagram boxes={boxes} currentKey="b" selectedKey="b" onSelect={onSelect} />);
    const items = await screen.findAllByTestId('workflow-flow-step');
    expect(items.map((item) => item.getAttribute('data-key'))).toEqual(['a', 'b', 'c']);
    expect(items[1].closest('li')?.getAttribute('aria-current')).toBe('step');
    expect(items[1].getAttribute('aria-pressed')).toBe('true');
    expect(items[1].hasAttribute('data-overdue')).toBe(true);
    expect(screen.getByText('Next: Legal')).toBeTruthy();
    expect(screen.getByText('Overdue')).toBeTruthy();
    expect(screen.getByText('Awaiting approval')).toBeTruthy();
    expect(screen.getByText('Due 48 hours after it starts')).toBeTruthy();
    fireEvent.click(items[2]);
    expect(onSelect).toHaveBeenCalledWith('c');
  });
});
