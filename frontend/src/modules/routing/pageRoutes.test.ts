import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accessToken } from '@/modules/auth/accessToken';
import { chunkRoute, lazyRoute, onlyColumnsChanged, pageAndLoader } from './pageRoutes';

function args(url: string, params: Record<string, string> = {}): LoaderFunctionArgs {
  return { request: new Request(url), params, context: undefined } as LoaderFunctionArgs;
}

function Page() {
  return null;
}

function Other() {
  return null;
}

type Lazy = () => Promise<{ Component: unknown; loader?: (input: LoaderFunctionArgs) => unknown }>;

describe('lazyRoute', () => {
  afterEach(() => window.localStorage.clear());

  it('guards the entry-chunk loader and resolves the named page lazily', async () => {
    accessToken.set('a-token');
    const loader = vi.fn(() => 'data');
    const page = vi.fn(async () => ({ Page, Other }));
    const route = lazyRoute('things/:id', loader, page, 'Other');
    expect(route.path).toBe('things/:id');
    expect(page).not.toHaveBeenCalled();
    const input = args('http://localhost/things/1', { id: '1' });
    expect((route.loader as (input: LoaderFunctionArgs) => unknown)(input)).toBe('data');
    expect(loader).toHaveBeenCalledWith(input);
    expect(await (route.lazy as Lazy)()).toEqual({ Component: Other });
  });

  it('redirects a signed-out visit before the page loader runs', () => {
    const loader = vi.fn(() => 'data');
    const route = lazyRoute({ index: true }, loader, async () => ({ Page }), 'Page');
    expect(route.index).toBe(true);
    expect(() => (route.loader as (input: LoaderFunctionArgs) => unknown)(args('http://localhost/'))).toThrow();
    expect(loader).not.toHaveBeenCalled();
  });
});

describe('chunkRoute', () => {
  afterEach(() => window.localStorage.clear());

  it('takes the page and its loader, named or picked, from one lazy chunk', async () => {
    accessToken.set('a-token');
    const chunk = vi.fn(async () => ({ Page, pageLoader: () => 'named', withKind: (_input: LoaderFunctionArgs, kind: string) => kind }));
    const named = chunkRoute('a', chunk, 'Page', 'pageLoader');
    const picked = chunkRoute('b', chunk, 'Page', (module) => (input) => module.withKind(input, 'BATCH'));
    expect(chunk).not.toHaveBeenCalled();
    const first = await (named.lazy as Lazy)();
    const second = await (picked.lazy as Lazy)();
    expect(first.Component).toBe(Page);
    expect(first.loader?.(args('http://localhost/a'))).toBe('named');
    expect(second.loader?.(args('http://localhost/b'))).toBe('BATCH');
  });

  it('joins a page module and its loader module', async () => {
    const both = await pageAndLoader(async () => ({ Page }), async () => ({ pageLoader: () => 1 }))();
    expect(both.Page).toBe(Page);
    expect(both.pageLoader()).toBe(1);
  });
});

describe('onlyColumnsChanged', () => {
  const url = (path: string) => new URL(path, 'http://localhost');

  it('spares the query when only the columns shown change (issue 35 §5)', () => {
    expect(onlyColumnsChanged(url('/tasks?q=a'), url('/tasks?q=a&hide=priority'))).toBe(true);
    expect(onlyColumnsChanged(url('/tasks?hide=priority&q=a'), url('/tasks?q=a'))).toBe(true);
  });

  it('runs it again on any other change, or none at all', () => {
    expect(onlyColumnsChanged(url('/tasks?q=a'), url('/tasks?q=b&hide=priority'))).toBe(false);
    expect(onlyColumnsChanged(url('/tasks?hide=priority'), url('/issues?hide=status'))).toBe(false);
    expect(onlyColumnsChanged(url('/tasks?q=a'), url('/tasks?q=a'))).toBe(false);
  });
});
