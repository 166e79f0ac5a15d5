import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { approverRoleName, nextActor } from './workflowStepWords';

// No catalogue: the default messages, as every screen shows them in English.
const intl = createIntl({ locale: 'en', onError: () => undefined });

describe('approverRoleName', () => {
  it("shows the role's name, marked when it was deleted", () => {
    expect(approverRoleName(intl, { name: 'Legal', deleted: false })).toBe('Legal');
    expect(approverRoleName(intl, { name: 'Legal', deleted: true })).toBe('Legal (deleted)');
  });

  it('says a named role the reader cannot see is there, and nothing for a step the owner completes', () => {
    expect(approverRoleName(intl, null, true)).toBe('A role you cannot see');
    expect(approverRoleName(intl, null)).toBeNull();
  });
});

describe('nextActor', () => {
  it('names who a running step waits for', () => {
    expect(nextActor(intl, 'OWNER', 'Legal')).toBe('Next: the owner');
    expect(nextActor(intl, 'APPROVER', 'Legal')).toBe('Next: Legal');
    expect(nextActor(intl, null, 'Legal')).toBeNull();
  });
});
