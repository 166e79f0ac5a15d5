import type { LoaderFunctionArgs } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { preload } from '@/modules/relay/preload';
import { detailLoader, listLoader, queryLoader, searchParam } from './pageLoaders';

vi.mock('@/modules/relay/preload', () => ({ preload: vi.fn((_query: unknown, variables: unknown, key: string) => ({ variables, key })) }));

const query = {} as never;

function args(url: string, params: Record<string, string> = {}): LoaderFunctionArgs {
  return { request: new Request(url), params, context: undefined } as LoaderFunctionArgs;
}

describe('page loaders', () => {
  beforeEach(() => vi.mocked(preload).mockClear());

  it('queryLoader starts the query without variables under its key', () => {
    expect(queryLoader(query, 'newThingPage')()).toEqual({ queryRef: { variables: {}, key: 'newThingPage' } });
  });

  it('detailLoader reads the route parameter as the id, empty when absent', () => {
    const loader = detailLoader(query, 'thingId', 'thingPage');
    expect(loader(args('http://localhost/things/T1', { thingId: 'T1' }))).toEqual({ id: 'T1', queryRef: { variables: { id: 'T1' }, key: 'thingPage' } });
    expect(loader(args('http://localhost/things')).id).toBe('');
  });

  it('listLoader turns the URL into variables and hands the filter to the page', () => {
    const loader = listLoader(
      query,
      (search) => ({ keyword: search.get('q') ?? '' }),
      (params) => ({ first: 20, filter: { keyword: params.keyword } }),
      'thingsPage',
    );
    expect(loader(args('http://localhost/things?q=abc'))).toEqual({
      queryRef: { variables: { first: 20, filter: { keyword: 'abc' } }, key: 'thingsPage' },
      filter: { keyword: 'abc' },
    });
  });

  it('searchParam trims a value and reads a blank one as none', () => {
    expect(searchParam(new Request('http://localhost/x?room=%20R1%20'), 'room')).toBe('R1');
    expect(searchParam(new Request('http://localhost/x?room=%20'), 'room')).toBeNull();
    expect(searchParam(new Request('http://localhost/x'), 'room')).toBeNull();
  });
});
