import { describe, expect, it } from 'vitest';
import { parseTaskListParams, toSearchParams, toTaskListVariables } from './taskListParams';
import { validateTaskInput } from './validateTaskInput';

describe('task list params', () => {
  it('reads filters and sort from the URL, ignoring unknown values', () => {
    const params = parseTaskListParams(new URLSearchParams('q=%20report%20&status=2,1,9&priority=3&assignee=E1&sort=TITLE&dir=ASC'));
    expect(params).toEqual({ keyword: 'report', statusIds: [1, 2], priorityIds: [3], assigneeId: 'E1', field: 'TITLE', direction: 'ASC' });
  });

  it('defaults to newest first', () => {
    const params = parseTaskListParams(new URLSearchParams('sort=bogus'));
    expect(params.field).toBe('CREATED_AT');
    expect(params.direction).toBe('DESC');
    expect(toSearchParams(params).toString()).toBe('');
  });

  it('builds GraphQL variables with page size 20', () => {
    const variables = toTaskListVariables(parseTaskListParams(new URLSearchParams('q=x&status=1&assignee=E')));
    expect(variables).toEqual({
      first: 20,
      filter: { keyword: 'x', statusIds: [1], assigneeIds: ['E'] },
      orderBy: { field: 'CREATED_AT', direction: 'DESC' },
    });
  });
});

describe('validateTaskInput', () => {
  it('requires a title of at most 200 characters', () => {
    expect(validateTaskInput({ title: '  ' })).toEqual({ title: 'titleRequired' });
    expect(validateTaskInput({ title: 'a'.repeat(201) })).toEqual({ title: 'titleTooLong' });
    expect(validateTaskInput({ title: 'あ'.repeat(200) })).toEqual({});
  });
});
