import { describe, expect, it } from 'vitest';
import type { SortSpec } from './listParams';
import { choiceFilter, enumListFilter, flagFilter, idFilter, idListFilter, intListFilter, textFilter, urlListState } from './urlListState';

type Field = 'UPDATED_AT' | 'NAME';
const sort: SortSpec<Field> = { fields: ['UPDATED_AT', 'NAME'], defaultField: 'UPDATED_AT', natural: { UPDATED_AT: 'DESC', NAME: 'ASC' } };

const list = urlListState({
  sort,
  pageSize: 20,
  filters: {
    ownerId: idFilter('owner'),
    categoryId: choiceFilter('category', [1, 2]),
    tagIds: idListFilter('tags', { sorted: true }),
    projectIds: idListFilter('project'),
    statusIds: intListFilter('status', [1, 2, 3]),
    levels: enumListFilter('level', ['LOW', 'HIGH'] as const),
    label: textFilter('label'),
    archived: flagFilter('archived'),
  },
});

const parse = (query: string) => list.codec.parse(new URLSearchParams(query));

describe('urlListState', () => {
  it('reads every filter, dropping what is unknown, and writes them back in the declared order', () => {
    const params = parse('q=%20vpn%20&owner=E1&category=2&tags=b,a,b&project=P2,P1&status=3,9,1&level=high,nope,low&label=%20x%20&archived=1&sort=NAME&n=45');
    expect(params).toEqual({
      keyword: 'vpn',
      ownerId: 'E1',
      categoryId: 2,
      tagIds: ['a', 'b'],
      projectIds: ['P2', 'P1'],
      statusIds: [1, 3],
      levels: ['LOW', 'HIGH'],
      label: 'x',
      archived: true,
      field: 'NAME',
      direction: 'ASC',
      count: 45,
    });
    expect(list.codec.write(params).toString()).toBe(
      'q=vpn&owner=E1&category=2&tags=a%2Cb&project=P2%2CP1&status=1%2C3&level=LOW%2CHIGH&label=x&archived=1&sort=NAME',
    );
  });

  it('leaves defaults out of the URL: no filter, the natural sort, a choice it does not know', () => {
    const params = parse('category=7&dir=DESC');
    expect(params).toMatchObject({ ownerId: null, categoryId: null, tagIds: [], archived: false, field: 'UPDATED_AT', direction: 'DESC', count: 20 });
    expect(list.codec.write(params).toString()).toBe('');
    expect(list.codec.write(parse('sort=NAME&dir=DESC')).toString()).toBe('sort=NAME&dir=DESC');
  });

  it('clears the keyword and every filter but keeps the sort', () => {
    const params = parse('q=x&owner=E1&tags=a&status=1&archived=1&sort=NAME');
    expect(list.codec.write(list.codec.cleared(params)).toString()).toBe('sort=NAME');
  });

  it('counts the filters set, the keyword aside', () => {
    expect(list.activeFilters(parse('q=x'))).toBe(0);
    expect(list.activeFilters(parse('q=x&owner=E1&status=1,2&archived=1'))).toBe(3);
  });

  it('sends only what is set, a flag only when on', () => {
    expect(list.variables(parse(''))).toEqual({ first: 20, filter: {}, orderBy: { field: 'UPDATED_AT', direction: 'DESC' } });
    expect(list.variables(parse('q=vpn&owner=E1&category=1&status=2&archived=1&n=60&sort=NAME'))).toEqual({
      first: 60,
      filter: { keyword: 'vpn', ownerId: 'E1', categoryId: 1, statusIds: [2], archived: true },
      orderBy: { field: 'NAME', direction: 'ASC' },
    });
  });
});
