import { describe, expect, it } from 'vitest';
import { insertMention, keptMentionIds, matchEmployees, mentionQueryAt } from './mentions';

describe('mentions', () => {
  it('finds the @word before the caret', () => {
    expect(mentionQueryAt('Hi @ali', 7)).toEqual({ start: 3, query: 'ali' });
    expect(mentionQueryAt('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionQueryAt('mail a@b', 8)).toBeNull();
    expect(mentionQueryAt('Hi @ali and', 11)).toBeNull();
    expect(mentionQueryAt('（@山田', 4)).toBeNull();
    expect(mentionQueryAt('text\n@山', 7)).toEqual({ start: 5, query: '山' });
  });

  it('inserts @Name and a space, the caret after it', () => {
    expect(insertMention('Hi @al!', 3, 6, 'Alice Smith')).toEqual({ value: 'Hi @Alice Smith !', caret: 16 });
  });

  it('matches names by any word, case-insensitive', () => {
    const people = [{ name: 'Alice Smith' }, { name: 'Bob Jones' }, { name: '山田 太郎' }];
    expect(matchEmployees(people, 'sm').map((p) => p.name)).toEqual(['Alice Smith']);
    expect(matchEmployees(people, '太').map((p) => p.name)).toEqual(['山田 太郎']);
    expect(matchEmployees(people, '')).toHaveLength(3);
  });

  it('keeps only the mentions still written in the body', () => {
    const picked = new Map([
      ['e1', 'Alice Smith'],
      ['e2', 'Bob Jones'],
    ]);
    expect(keptMentionIds('Thanks @Alice Smith', picked)).toEqual(['e1']);
  });
});
