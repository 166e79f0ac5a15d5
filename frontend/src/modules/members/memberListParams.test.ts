import { describe, expect, it } from 'vitest';
import { checkAvatarFile } from './avatarFile';
import { parseMemberListParams, toMemberListVariables, toMemberSearchParams } from './memberListParams';
import { validateMemberInput } from './validateMemberInput';

describe('member list params', () => {
  it('round-trips through the URL', () => {
    const params = parseMemberListParams(new URLSearchParams('q=%20ann%20&role=3,1,x,3&all=1'));
    expect(params).toEqual({ keyword: 'ann', roleIds: [1, 3], includeDeactivated: true, count: 20 });
    expect(toMemberSearchParams(params).toString()).toBe('q=ann&role=1%2C3&all=1');
    expect(toMemberListVariables(params)).toEqual({ first: 20, filter: { keyword: 'ann', roleIds: [1, 3], includeDeactivated: true } });
  });

  it('keeps the rows loaded (n) within one request', () => {
    expect(parseMemberListParams(new URLSearchParams('n=60')).count).toBe(60);
    expect(parseMemberListParams(new URLSearchParams('n=500')).count).toBe(100);
    expect(parseMemberListParams(new URLSearchParams('n=x')).count).toBe(20);
    expect(toMemberSearchParams(parseMemberListParams(new URLSearchParams('q=a&n=60'))).toString()).toBe('q=a');
  });

  it('leaves defaults out', () => {
    expect(toMemberListVariables(parseMemberListParams(new URLSearchParams()))).toEqual({ first: 20, filter: {} });
  });
});

describe('member input', () => {
  it('checks name, email and password', () => {
    expect(validateMemberInput({ name: ' ', email: 'nope', password: 'short' })).toEqual({
      name: 'nameRequired',
      email: 'emailInvalid',
      password: 'passwordLength',
    });
    expect(validateMemberInput({ name: 'Ann', email: 'ann@example.com', password: 'long-enough' })).toEqual({});
    expect(validateMemberInput({ name: 'Ann', email: 'ann@example.com' })).toEqual({});
  });

  it('checks avatar type and size', () => {
    expect(checkAvatarFile({ type: 'application/pdf', size: 10 })).toBe('format');
    expect(checkAvatarFile({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe('size');
    expect(checkAvatarFile({ type: 'image/webp', size: 1024 })).toBeNull();
  });
});
