import { describe, expect, it } from 'vitest';
import { isTagColor, tagColors } from './tagColors';
import { parseTagListParams, toTagListVariables, toTagSearchParams } from './tagListParams';

describe('tag list params', () => {
  it('lists names A→Z by default and dates newest first', () => {
    expect(toTagListVariables(parseTagListParams(new URLSearchParams()))).toEqual({
      first: 50,
      filter: {},
      orderBy: { field: 'NAME', direction: 'ASC' },
    });
    const byCreation = parseTagListParams(new URLSearchParams('sort=CREATED_AT&q=%20urgent%20'));
    expect(byCreation).toMatchObject({ keyword: 'urgent', field: 'CREATED_AT', direction: 'DESC' });
    expect(toTagSearchParams(byCreation).toString()).toBe('q=urgent&sort=CREATED_AT');
  });

  it('offers the palette the server accepts', () => {
    expect(tagColors).toHaveLength(13);
    expect(isTagColor('grape')).toBe(true);
    expect(isTagColor('#ff0000')).toBe(false);
  });
});
