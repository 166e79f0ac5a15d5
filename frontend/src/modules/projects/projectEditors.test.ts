import { describe, expect, it } from 'vitest';
import { mayEditProject } from './projectEditors';

const project = { createdBy: { id: 'Employee:1' }, employees: [{ id: 'Employee:2' }, { id: 'Employee:3' }] };

describe('who may edit, and so delete, a project', () => {
  it('is its team, its creator and Management', () => {
    expect(mayEditProject({ employeeId: 'Employee:3', management: false }, project)).toBe(true);
    expect(mayEditProject({ employeeId: 'Employee:1', management: false }, project)).toBe(true);
    expect(mayEditProject({ employeeId: 'Employee:9', management: true }, project)).toBe(true);
  });

  it('is nobody else, a project made by the system included', () => {
    expect(mayEditProject({ employeeId: 'Employee:9', management: false }, project)).toBe(false);
    expect(mayEditProject({ employeeId: 'Employee:9', management: false }, { createdBy: null, employees: [] })).toBe(false);
  });
});
