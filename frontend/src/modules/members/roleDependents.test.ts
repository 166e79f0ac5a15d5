import { describe, expect, it } from 'vitest';
import { ClientError } from '@/modules/relay/ClientError';
import { roleDependentEntries, roleDependentsOfError } from './roleDependents';

describe('role dependents', () => {
  it('lists the kinds above 0 in order', () => {
    expect(roleDependentEntries({ members: 0, documents: 3, permissionCategories: 0, workflowTemplates: 1, workflowInstances: 0, total: 4 })).toEqual([
      { kind: 'documents', count: 3 },
      { kind: 'workflowTemplates', count: 1 },
    ]);
  });

  it('reads the counts a 201.M001.003 refusal carries, whatever their case', () => {
    const camel = new ClientError('201.M001.003', 'Role is in use', null, 200, { dependents: { members: 2, permissionCategories: 1, total: 3 } });
    expect(roleDependentsOfError(camel)).toEqual({ members: 2, documents: 0, permissionCategories: 1, workflowTemplates: 0, workflowInstances: 0, total: 3 });
    const snake = new ClientError('201.M001.003', 'Role is in use', null, 200, { dependents: { workflow_instances: 1 } });
    expect(roleDependentsOfError(snake)?.total).toBe(1);
  });

  it('ignores other errors and a refusal without counts', () => {
    expect(roleDependentsOfError(new ClientError('201.M001.002', 'The Admin role cannot be deleted'))).toBeNull();
    expect(roleDependentsOfError(new ClientError('201.M001.003', 'Role is in use'))).toBeNull();
    expect(roleDependentsOfError(new Error('network'))).toBeNull();
  });
});
