import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/renderWithProviders';
import { WorkflowProgressBadge } from './WorkflowProgressBadge';
import { WorkflowVisibilityBadge } from './WorkflowVisibilityBadge';

describe('the workflow enum badges', () => {
  it('name the value in the reader’s language and say which it is', async () => {
    renderWithProviders(
      <>
        <WorkflowProgressBadge progress="COMPLETED" />
        <WorkflowVisibilityBadge visibility="HIDDEN" size="xs" />
      </>,
      { locale: 'ja' },
    );
    const progress = await screen.findByTestId('workflow-progress');
    expect(progress.getAttribute('data-value')).toBe('COMPLETED');
    expect(progress.textContent).not.toBe('');
    expect(progress.textContent).not.toMatch(/Completed/);
    expect(screen.getByTestId('workflow-visibility').getAttribute('data-value')).toBe('HIDDEN');
  });

  it('falls back to the first value for one it does not know', async () => {
    renderWithProviders(<WorkflowProgressBadge progress="SOMETHING_NEW" />);
    expect((await screen.findByTestId('workflow-progress')).getAttribute('data-value')).toBe('IN_PROGRESS');
  });
});
