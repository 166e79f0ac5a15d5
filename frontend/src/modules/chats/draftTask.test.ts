import { describe, expect, it } from 'vitest';
import { draftTaskOf } from './draftTask';

describe('draft_task output', () => {
  it('reads the title and description', () => {
    expect(draftTaskOf({ title: ' Call the client ', description: 'About the renewal' })).toEqual({ title: 'Call the client', description: 'About the renewal' });
    expect(draftTaskOf('{"title":"T"}')).toEqual({ title: 'T', description: '' });
  });

  it('refuses anything else', () => {
    expect(draftTaskOf(null)).toBeNull();
    expect(draftTaskOf({ title: '' })).toBeNull();
    expect(draftTaskOf(['x'])).toBeNull();
    expect(draftTaskOf('not json')).toBeNull();
    expect(draftTaskOf({ description: 'no title' })).toBeNull();
  });
});
