import { describe, expect, it } from 'vitest';
import { matchesProjectFilter, parseProjectListParams, toProjectListVariables, toProjectSearchParams } from './projectListParams';

describe('project list params', () => {
  it('lists names A→Z by default and keeps search, status, sort and loaded rows in the URL', () => {
    expect(toProjectListVariables(parseProjectListParams(new URLSearchParams()))).toEqual({
      first: 20,
      filter: {},
      orderBy: { field: 'NAME', direction: 'ASC' },
    });
    const params = parseProjectListParams(new URLSearchParams('q=%20apollo%20&status=2,9,1&sort=UPDATED_AT&n=40'));
    expect(params).toEqual({ keyword: 'apollo', statusIds: [1, 2], field: 'UPDATED_AT', direction: 'DESC', count: 40 });
    expect(toProjectSearchParams(params).toString()).toBe('q=apollo&status=1%2C2&sort=UPDATED_AT');
    expect(toProjectListVariables(params).filter).toEqual({ keyword: 'apollo', statusIds: [1, 2] });
  });

  it('matches a live project against the filter', () => {
    expect(matchesProjectFilter({}, { name: 'Apollo', statusId: 3 })).toBe(true);
    expect(matchesProjectFilter({ statusIds: [2] }, { name: 'Apollo', statusId: 3 })).toBe(false);
    expect(matchesProjectFilter({ keyword: 'pol' }, { name: 'Apollo', statusId: 1 })).toBe(true);
    expect(matchesProjectFilter({ keyword: 'zeus' }, { name: 'Apollo', statusId: 1 })).toBe(false);
  });
});
