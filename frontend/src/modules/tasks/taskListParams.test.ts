import { describe, expect, it } from 'vitest';
import { parseTaskListParams, toSearchParams, toTaskListVariables } from './taskListParams';
import { validateTaskInput } from './validateTaskInput';

describe('task list params', () => {
  it('reads filters and sort from the URL, ignoring unknown values', () => {
    const params = parseTaskListParams(new URLSearchParams('q=%20report%20&status=2,1,9&priority=3&assignee=E1&sort=TITLE&dir=DESC&n=40'));
    expect(params).toEqual({
      keyword: 'report',
      statusIds: [1, 2],
      priorityIds: [3],
      assignee: { id: 'E1' },
      field: 'TITLE',
      direction: 'DESC',
      count: 40,
    });
  });

  it('defaults to newest first', () => {
    const params = parseTaskListParams(new URLSearchParams('sort=bogus'));
    expect(params.field).toBe('CREATED_AT');
    expect(params.direction).toBe('DESC');
    expect(toSearchParams(params).toString()).toBe('');
  });

  it('gives each field its natural direction and stores dir only when flipped', () => {
    expect(parseTaskListParams(new URLSearchParams('sort=PRIORITY')).direction).toBe('ASC');
    expect(parseTaskListParams(new URLSearchParams('sort=TITLE')).direction).toBe('ASC');
    expect(parseTaskListParams(new URLSearchParams('sort=DUE_DATE')).direction).toBe('ASC');
    expect(parseTaskListParams(new URLSearchParams('sort=UPDATED_AT')).direction).toBe('DESC');
    const flipped = parseTaskListParams(new URLSearchParams('sort=TITLE&dir=DESC'));
    expect(toSearchParams(flipped).toString()).toBe('sort=TITLE&dir=DESC');
    expect(toSearchParams({ ...flipped, direction: 'ASC' }).toString()).toBe('sort=TITLE');
  });

  it('builds GraphQL variables with page size 20', () => {
    const variables = toTaskListVariables(parseTaskListParams(new URLSearchParams('q=x&status=1&assignee=E')));
    expect(variables).toEqual({
      first: 20,
      filter: { keyword: 'x', statusIds: [1], assigneeIds: ['E'] },
      orderBy: { field: 'CREATED_AT', direction: 'DESC' },
    });
  });

  it('turns "me" into the employee id and "none" into unassigned', () => {
    expect(toTaskListVariables(parseTaskListParams(new URLSearchParams('assignee=me')), 'ME1').filter).toEqual({ assigneeIds: ['ME1'] });
    expect(toTaskListVariables(parseTaskListParams(new URLSearchParams('assignee=none'))).filter).toEqual({ unassigned: true });
    expect(toSearchParams(parseTaskListParams(new URLSearchParams('assignee=me'))).toString()).toBe('assignee=me');
  });
});

describe('validateTaskInput', () => {
  it('requires a title of at most 200 characters', () => {
    expect(validateTaskInput({ title: '  ' })).toEqual({ title: 'titleRequired' });
    expect(validateTaskInput({ title: 'a'.repeat(201) })).toEqual({ title: 'titleTooLong' });
    expect(validateTaskInput({ title: 'あ'.repeat(200) })).toEqual({});
  });
});
