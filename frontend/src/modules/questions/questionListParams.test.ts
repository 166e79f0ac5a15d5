import { describe, expect, it } from 'vitest';
import { matchesQuestionFilter, parseQuestionListParams, toQuestionListVariables } from './questionListParams';

describe('question list params', () => {
  it('lists the newest first and adds the screen’s fixed filter (the board: internal only)', () => {
    expect(toQuestionListVariables(parseQuestionListParams(new URLSearchParams('status=3&q=room')), { scopes: ['INTERNAL'] })).toEqual({
      first: 20,
      filter: { keyword: 'room', statusIds: [3], scopes: ['INTERNAL'] },
      orderBy: { field: 'CREATED_AT', direction: 'DESC' },
    });
  });

  it('matches a live question by scope, project, status and title', () => {
    const question = { scope: 'PROJECT', statusId: 3, title: 'When do we ship?', projectId: 'p1' };
    expect(matchesQuestionFilter({ projectId: 'p1', scopes: ['PROJECT'] }, question)).toBe(true);
    expect(matchesQuestionFilter({ projectId: 'p1', scopes: ['ORGANIZATION'] }, question)).toBe(false);
    expect(matchesQuestionFilter({ projectId: 'p2' }, question)).toBe(false);
    expect(matchesQuestionFilter({ statusIds: [1] }, question)).toBe(false);
    expect(matchesQuestionFilter({ keyword: 'SHIP' }, question)).toBe(true);
  });
});
