import { describe, expect, it } from 'vitest';
import { parseProjectListParams, toProjectListVariables, toProjectSearchParams } from './projectListParams';

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
});
