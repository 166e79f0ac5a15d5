import { describe, expect, it } from 'vitest';
import { viewSearch } from './viewSearch';

const issues = { defaultView: 'list', sharing: ['list', 'board'] } as const;

describe('viewSearch', () => {
  it('keeps the search and the filters between the list and the board', () => {
    expect(viewSearch<'list' | 'board' | 'statuses'>('?q=login&priority=1,2&sort=title', 'list', 'board', issues)).toBe('?q=login&priority=1%2C2&sort=title&view=board');
    expect(viewSearch<'list' | 'board' | 'statuses'>('?q=login&view=board', 'board', 'list', issues)).toBe('?q=login');
  });

  it("drops the list's paging and starts another kind of view fresh", () => {
    expect(viewSearch<'list' | 'board' | 'statuses'>('?q=x&n=60', 'list', 'board', issues)).toBe('?q=x&view=board');
    expect(viewSearch<'list' | 'board' | 'statuses'>('?q=x&status=a', 'list', 'statuses', issues)).toBe('?view=statuses');
    expect(viewSearch<'list' | 'board' | 'statuses'>('?view=statuses', 'statuses', 'list', issues)).toBe('');
  });
});
