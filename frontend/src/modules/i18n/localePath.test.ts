import { describe, expect, it } from 'vitest';
import { localePath, splitLocalePath } from './localePath';

describe('locale paths', () => {
  it('splits the locale prefix', () => {
    expect(splitLocalePath('/ja/tasks')).toEqual({ locale: 'ja', path: '/tasks' });
    expect(splitLocalePath('/ja')).toEqual({ locale: 'ja', path: '/' });
    expect(splitLocalePath('/tasks/1')).toEqual({ locale: 'en', path: '/tasks/1' });
    expect(splitLocalePath('/japan')).toEqual({ locale: 'en', path: '/japan' });
  });

  it('builds locale paths', () => {
    expect(localePath('ja', '/')).toBe('/ja');
    expect(localePath('ja', '/tasks')).toBe('/ja/tasks');
    expect(localePath('en', '/tasks')).toBe('/tasks');
  });
});
