import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accessToken } from './accessToken';
import { signedInLoader } from './signedInLoader';

function args(url: string): LoaderFunctionArgs {
  return { request: new Request(url), params: {}, context: undefined } as LoaderFunctionArgs;
}

function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

describe('signedInLoader', () => {
  afterEach(() => window.localStorage.clear());

  it('redirects a signed-out visit to /sign-in before the page loader starts a query', () => {
    const pageLoader = vi.fn(() => 'data');
    const response = thrown(() => signedInLoader(pageLoader)(args('http://localhost/tasks?q=x')));
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).headers.get('Location')).toBe('/sign-in?redirect=%2Ftasks%3Fq%3Dx');
    expect(pageLoader).not.toHaveBeenCalled();
  });

  it('keeps the locale prefix in the redirect', () => {
    const response = thrown(() => signedInLoader(() => 'data')(args('http://localhost/ja/my-tasks')));
    expect((response as Response).headers.get('Location')).toBe('/ja/sign-in?redirect=%2Fja%2Fmy-tasks');
  });

  it('runs the page loader when a token is stored', () => {
    accessToken.set('a-token');
    const pageLoader = vi.fn(() => 'data');
    const input = args('http://localhost/tasks');
    expect(signedInLoader(pageLoader)(input)).toBe('data');
    expect(pageLoader).toHaveBeenCalledWith(input);
  });
});
