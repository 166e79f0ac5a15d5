import { describe, expect, it } from 'vitest';
import { parseQuestionListParams, toQuestionListVariables } from './questionListParams';

describe('question list params', () => {
  it('lists the newest first and adds the screen’s fixed filter (the board: internal only)', () => {
    expect(toQuestionListVariables(parseQuestionListParams(new URLSearchParams('status=3&q=room')), { scopes: ['INTERNAL'] })).toEqual({
      first: 20,
      filter: { keyword: 'room', statusIds: [3], scopes: ['INTERNAL'] },
      orderBy: { field: 'CREATED_AT', direction: 'DESC' },
    });
  });

});
