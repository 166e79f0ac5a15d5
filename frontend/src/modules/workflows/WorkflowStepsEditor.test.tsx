import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/renderWithProviders';
import { WorkflowStepsEditor } from './WorkflowStepsEditor';
import { checkSteps, stepDrafts, type StepsCheck, type WorkflowStepDraft } from './workflowSteps';

const roles = [
  { roleId: 7, name: 'Legal' },
  { roleId: 9, name: 'Sales' },
];

function Harness({ initial, check = null }: { initial: WorkflowStepDraft[]; check?: StepsCheck | null }) {
  const [steps, setSteps] = useState(initial);
  return (
    <>
      <WorkflowStepsEditor steps={steps} onChange={setSteps} roles={roles} check={check} />
      <output data-testid="order">{steps.map((step) => step.name).join('|')}</output>
    </>
  );
}

function names() {
  return screen.getByTestId('order').textContent;
}

// Mantine's autosize textarea listens to `document.fonts`, which jsdom lacks.
beforeAll(() => {
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener: () => undefined, removeEventListener: () => undefined } });
  }
});

/** Each step renders a dozen Mantine inputs: slow under a loaded machine's jsdom. */
const slow = 20_000;

describe('workflow step editor', () => {
  const initial = stepDrafts([
    { key: 'a', name: 'Draft', description: '', approverRoleId: null, expectedDocuments: [], dueAfterHours: null },
    { key: 'b', name: 'Review', description: '', approverRoleId: 7, expectedDocuments: ['Contract'], dueAfterHours: 24 },
    { key: 'c', name: 'Sign', description: '', approverRoleId: null, expectedDocuments: [], dueAfterHours: null },
  ]);

  it('moves steps with the up and down buttons, adds and removes them', { timeout: slow }, async () => {
    renderWithProviders(<Harness initial={initial} />);
    await screen.findByRole('list', { name: 'Steps' });
    expect(screen.getByRole('button', { name: 'Move step 1 up' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Move step 1 down' }));
    expect(names()).toBe('Review|Draft|Sign');
    fireEvent.click(screen.getByRole('button', { name: 'Move step 3 up' }));
    expect(names()).toBe('Review|Sign|Draft');
    fireEvent.click(screen.getByRole('button', { name: 'Remove step 2' }));
    expect(names()).toBe('Review|Draft');
    fireEvent.click(screen.getByRole('button', { name: 'Add a step' }));
    expect(screen.getAllByTestId('workflow-step-editor')).toHaveLength(3);
    const added = screen.getByRole('listitem', { name: 'Step 3' });
    fireEvent.change(within(added).getByRole('textbox', { name: 'Step name' }), { target: { value: 'Archive' } });
    expect(names()).toBe('Review|Draft|Archive');
  });

  it('shows the drag handle with its keyboard instructions and the step’s fields', { timeout: slow }, async () => {
    renderWithProviders(<Harness initial={initial} />);
    const handle = await screen.findByRole('button', { name: 'Drag to reorder step 2 Review' });
    expect(handle.getAttribute('aria-roledescription')).toBe('sortable');
    const review = screen.getByRole('listitem', { name: 'Step 2' });
    expect(within(review).getByRole('textbox', { name: 'Step name' })).toHaveProperty('value', 'Review');
    expect(within(review).getByText('Contract')).toBeTruthy();
  });

  it('puts problems beside the field and on the list, in Japanese too', { timeout: slow }, async () => {
    const bad = stepDrafts([{ key: 'x', name: ' ', description: '', approverRoleId: null, expectedDocuments: [], dueAfterHours: 0 }]);
    const { unmount } = renderWithProviders(<Harness initial={bad} check={checkSteps(bad)} />);
    expect(await screen.findByText('Enter the step’s name.')).toBeTruthy();
    unmount();
    renderWithProviders(<Harness initial={[]} check={checkSteps([])} />, { locale: 'ja' });
    expect((await screen.findByTestId('workflow-steps-error')).textContent).toContain('ステップを1つ以上追加してください。');
  });
});
