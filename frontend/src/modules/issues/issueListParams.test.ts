import { describe, expect, it } from 'vitest';
import {
  issueBoardCodec,
  issueListCodec,
  parseIssueListParams,
  readIssuesView,
  toIssueBoardFilter,
  toIssueListVariables,
} from './issueListParams';

describe('issue list params', () => {
  it('reads filters, sort and the loaded count from the URL, and writes back only what differs from the defaults', () => {
    const search = new URLSearchParams('q=login&status=s1,s2&priority=1,9&category=c1&assignee=e1&sort=PRIORITY&n=40');
    const params = parseIssueListParams(search);
    expect(params).toMatchObject({ keyword: 'login', statusIds: ['s1', 's2'], priorityIds: [1], categoryIds: ['c1'], assigneeIds: ['e1'], field: 'PRIORITY', direction: 'ASC', count: 40 });
    expect(issueListCodec.write(params).toString()).toBe('q=login&status=s1%2Cs2&priority=1&category=c1&assignee=e1&sort=PRIORITY');
    expect(toIssueListVariables(params)).toEqual({
      first: 40,
      filter: { keyword: 'login', statusIds: ['s1', 's2'], priorityIds: [1], categoryIds: ['c1'], assigneeIds: ['e1'] },
      orderBy: { field: 'PRIORITY', direction: 'ASC' },
    });
  });

  it('defaults to the most recently updated first', () => {
    expect(toIssueListVariables(parseIssueListParams(new URLSearchParams()))).toEqual({ first: 20, filter: {}, orderBy: { field: 'UPDATED_AT', direction: 'DESC' } });
  });

  it('keeps the board on the board, without a status filter or sort', () => {
    const search = new URLSearchParams('view=board&status=s1&priority=2&sort=TITLE');
    expect(readIssuesView(search)).toBe('board');
    expect(toIssueBoardFilter(search)).toEqual({ priorityIds: [2] });
    const cleared = issueBoardCodec.cleared(issueBoardCodec.parse(search));
    expect(issueBoardCodec.write(cleared).toString()).toBe('view=board');
  });

  it('knows the admin views and falls back to the list', () => {
    expect(readIssuesView(new URLSearchParams('view=statuses'))).toBe('statuses');
    expect(readIssuesView(new URLSearchParams('view=categories'))).toBe('categories');
    expect(readIssuesView(new URLSearchParams('view=nope'))).toBe('list');
  });
});
