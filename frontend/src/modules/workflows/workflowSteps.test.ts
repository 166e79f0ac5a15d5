import { describe, expect, it } from 'vitest';
import { checkSteps, emptyStep, moveStep, stepDrafts, stepErrorTarget, stepsAreValid, toStepInputs } from './workflowSteps';

describe('workflow step drafts', () => {
  it('keeps the server keys of an edited template and drops them from a proposal', () => {
    const steps = [
      { key: 'k1', name: 'Draft', description: '', approverRoleId: null, expectedDocuments: ['Draft'], dueAfterHours: 24 },
      { key: 'k2', name: 'Approve', description: 'Boss', approverRole: { roleId: 7 }, expectedDocuments: [], dueAfterHours: null },
    ];
    const kept = stepDrafts(steps);
    expect(kept.map((step) => [step.uid, step.key, step.approverRoleId])).toEqual([
      ['k1', 'k1', null],
      ['k2', 'k2', 7],
    ]);
    const proposed = stepDrafts([{ name: 'Sign', description: '', approverRole: null, approverRoleName: 'Legal', expectedDocuments: [] }], false);
    expect(proposed[0]).toMatchObject({ key: null, approverRoleId: null, suggestedRoleName: 'Legal' });
  });

  it('moves a step, clamping the target', () => {
    expect(moveStep(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveStep(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveStep(['a', 'b', 'c'], 1, 9)).toEqual(['a', 'c', 'b']);
    expect(moveStep(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
  });

  it('sends trimmed texts and expected documents without blanks or repeats', () => {
    const step = { ...emptyStep(), name: ' Review ', description: ' Read it ', expectedDocuments: ['Contract', ' contract ', ' ', 'Invoice'] };
    expect(toStepInputs([step])).toEqual([{ key: null, name: 'Review', description: 'Read it', approverRoleId: null, expectedDocuments: ['Contract', 'Invoice'], dueAfterHours: null }]);
  });

  it('finds what the server would refuse', () => {
    expect(checkSteps([]).list).toBe('noSteps');
    const bad = { ...emptyStep(), name: ' ', dueAfterHours: 0 };
    const check = checkSteps([bad, { ...emptyStep(), name: 'x'.repeat(101), dueAfterHours: 8_761 }]);
    expect(check.steps[bad.uid]).toEqual({ name: 'nameRequired', dueAfterHours: 'dueAfterHours' });
    expect(Object.values(check.steps)[1]).toEqual({ name: 'nameTooLong', dueAfterHours: 'dueAfterHours' });
    expect(stepsAreValid(checkSteps([{ ...emptyStep(), name: 'Ok', dueAfterHours: 48 }]))).toBe(true);
  });

  it('reads where a server error on the steps points', () => {
    expect(stepErrorTarget('steps')).toEqual({ index: null, field: null });
    expect(stepErrorTarget('input.steps[2].name')).toEqual({ index: 2, field: 'name' });
    expect(stepErrorTarget('steps[0]')).toEqual({ index: 0, field: null });
    expect(stepErrorTarget('name')).toBeNull();
  });
});
