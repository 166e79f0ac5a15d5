import { describe, expect, it } from 'vitest';
import { savedViewLists, savedViewPath, savedViewQuery } from './savedViewLists';

describe('saved views’ addresses', () => {
  it('keep the list’s filter, sort and columns but not the rows loaded', () => {
    expect(savedViewQuery(new URLSearchParams('q=crash&status=OPEN&sort=title&dir=desc&n=100'))).toBe('q=crash&status=OPEN&sort=title&dir=desc');
    expect(savedViewQuery(new URLSearchParams(''))).toBe('');
  });

  it('open the list with the view’s parameters', () => {
    expect(savedViewPath('issues', 'q=crash')).toBe('/issues?q=crash');
    expect(savedViewPath('my-tasks', '')).toBe('/my-tasks');
  });

  it('name every list the server accepts (staffhub_domain::views::LISTS)', () => {
    expect(Object.keys(savedViewLists).sort()).toEqual(['applications', 'documents', 'issues', 'members', 'my-tasks', 'organizations', 'projects', 'tasks']);
  });
});
