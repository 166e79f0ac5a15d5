import { describe, expect, it } from 'vitest';
import { activeApplicationFilters, parseApplicationListParams, toApplicationListVariables, toApplicationSearchParams } from './applicationListParams';

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
});
