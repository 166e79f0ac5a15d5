import { describe, expect, it } from 'vitest';
import { readIntList, readLoadedCount, readSort, writeSort, type SortSpec } from './listParams';

type Field = 'NAME' | 'CREATED_AT';
const spec: SortSpec<Field> = { fields: ['NAME', 'CREATED_AT'], defaultField: 'NAME', natural: { NAME: 'ASC', CREATED_AT: 'DESC' } };

describe('list params', () => {
  it('reads a field in its natural direction unless flipped', () => {
    expect(readSort(new URLSearchParams(''), spec)).toEqual({ field: 'NAME', direction: 'ASC' });
    expect(readSort(new URLSearchParams('sort=CREATED_AT'), spec)).toEqual({ field: 'CREATED_AT', direction: 'DESC' });
    expect(readSort(new URLSearchParams('sort=CREATED_AT&dir=ASC'), spec)).toEqual({ field: 'CREATED_AT', direction: 'ASC' });
    expect(readSort(new URLSearchParams('sort=NOPE&dir=x'), spec)).toEqual({ field: 'NAME', direction: 'ASC' });
  });

  it('writes only what differs from the defaults', () => {
    const search = new URLSearchParams();
    writeSort(search, spec, { field: 'NAME', direction: 'ASC' });
    expect(search.toString()).toBe('');
    writeSort(search, spec, { field: 'CREATED_AT', direction: 'ASC' });
    expect(search.toString()).toBe('sort=CREATED_AT&dir=ASC');
  });

  it('reads id lists and the loaded count', () => {
    expect(readIntList(new URLSearchParams('s=3,1,x,3,0'), 's')).toEqual([1, 3]);
    expect(readIntList(new URLSearchParams('s=3,1,9'), 's', [1, 2, 3])).toEqual([1, 3]);
    expect(readLoadedCount(new URLSearchParams('n=40'), 20)).toBe(40);
    expect(readLoadedCount(new URLSearchParams('n=10'), 20)).toBe(20);
    expect(readLoadedCount(new URLSearchParams('n=1000'), 20)).toBe(100);
  });
});
