import { describe, expect, it } from 'vitest';
import { savedViewLists, savedViewPath, savedViewQuery } from './savedViewLists';

describe('saved views’ addresses', () => {
  it('keep the list’s filter, sort and columns but not the rows loaded', () => {
    expect(savedViewQuery(new URLSearchParams('q=crash&status=OPEN&sort=title&dir=desc&n=100'))).toBe('q=crash&status=OPEN&sort=title&dir=desc');
    expect(savedViewQuery(new URLSearchParams(''))).toBe('');
    expect(savedViewQuery(new URLSearchParams('status=1&hide=priority,dueDate&n=40'))).toBe('status=1&hide=priority%2CdueDate');
  });

  it('open the list with the view’s parameters', () => {
    expect(savedViewPath('issues', 'q=crash')).toBe('/issues?q=crash');
    expect(savedViewPath('my-tasks', '')).toBe('/my-tasks');
  });

  it('name every list the server accepts (staffhub_domain::views::LISTS)', () => {
    expect(Object.keys(savedViewLists).sort()).toEqual([
      'agents',
      'applications',
      'batch-email-jobs',
      'documents',
      'draft-email-templates',
      'email-jobs',
      'email-templates',
      'internal-qas',
      'issues',
      'members',
      'my-tasks',
      'organizations',
      'projects',
      'tags',
      'tasks',
      'workflow-instances',
      'workflow-templates',
    ]);
  });
});
