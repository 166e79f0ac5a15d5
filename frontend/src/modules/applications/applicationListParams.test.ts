import { describe, expect, it } from 'vitest';
import { activeApplicationFilters, matchesApplicationFilter, parseApplicationListParams, toApplicationListVariables, toApplicationSearchParams } from './applicationListParams';

describe('application list params', () => {
  it('reads and writes keyword, project, status and sort in the URL', () => {
    const params = parseApplicationListParams(new URLSearchParams('q=portal&project=UHJv,UHJv,QQ&status=2,9,3&sort=NAME'));
    expect(params).toMatchObject({ keyword: 'portal', projectIds: ['UHJv', 'QQ'], statusIds: [2, 3], field: 'NAME', direction: 'ASC', count: 20 });
    expect(toApplicationSearchParams(params).toString()).toBe('q=portal&project=UHJv%2CQQ&status=2%2C3&sort=NAME');
    expect(activeApplicationFilters(params)).toBe(2);
  });

  it('sends only what is set, newest first by default', () => {
    expect(toApplicationListVariables(parseApplicationListParams(new URLSearchParams('')))).toEqual({
      first: 20,
      filter: {},
      orderBy: { field: 'UPDATED_AT', direction: 'DESC' },
    });
  });

  it('matches a live application against the filter', () => {
    const app = { name: 'Customer Portal', description: '顧客向けポータル', statusId: 2, projectId: 'P1' };
    expect(matchesApplicationFilter({}, app)).toBe(true);
    expect(matchesApplicationFilter({ keyword: 'portal' }, app)).toBe(true);
    expect(matchesApplicationFilter({ keyword: 'ポータル' }, app)).toBe(true);
    expect(matchesApplicationFilter({ keyword: 'billing' }, app)).toBe(false);
    expect(matchesApplicationFilter({ statusIds: [1] }, app)).toBe(false);
    expect(matchesApplicationFilter({ projectIds: ['P2'] }, app)).toBe(false);
    expect(matchesApplicationFilter({ projectIds: ['P1'], statusIds: [2] }, app)).toBe(true);
  });
});
