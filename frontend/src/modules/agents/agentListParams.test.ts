import { describe, expect, it } from 'vitest';
import { agentListCodec, parseAgentListParams, toAgentListVariables, toAgentSearchParams } from './agentListParams';

describe('agent list params', () => {
  it('reads and writes the filters, leaving defaults out', () => {
    const params = parseAgentListParams(new URLSearchParams('q=%20writer%20&role=R1&category=2&tags=b,a,a&archived=1&sort=NAME'));
    expect(params).toMatchObject({ keyword: 'writer', roleId: 'R1', roleCategoryId: 2, tagIds: ['a', 'b'], archived: true, field: 'NAME', direction: 'ASC' });
    expect(toAgentSearchParams(params).toString()).toBe('q=writer&role=R1&category=2&tags=a%2Cb&archived=1&sort=NAME');
    expect(toAgentSearchParams(parseAgentListParams(new URLSearchParams('category=7'))).toString()).toBe('');
  });

  it('sends only what is set, archived only when asked for', () => {
    expect(toAgentListVariables(parseAgentListParams(new URLSearchParams('')))).toEqual({
      first: 20,
      filter: {},
      orderBy: { field: 'UPDATED_AT', direction: 'DESC' },
    });
    expect(toAgentListVariables(parseAgentListParams(new URLSearchParams('archived=1&n=40'))).filter).toEqual({ archived: true });
  });

  it('clears every filter but keeps the sort', () => {
    const params = parseAgentListParams(new URLSearchParams('q=x&role=R&archived=1&sort=NAME'));
    expect(agentListCodec.write(agentListCodec.cleared(params)).toString()).toBe('sort=NAME');
  });
});
