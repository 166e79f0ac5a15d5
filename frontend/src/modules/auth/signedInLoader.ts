import type { LoaderFunctionArgs } from 'react-router';
import { redirectToSignIn } from './redirectToSignIn';

/**
 * Guards a page loader under the default layout: without a token it redirects to
 * /sign-in?redirect=<path> before the page starts its query.
 *
 * The layout loader's guard alone is not enough. React Router runs a navigation's loaders in
 * parallel, so a signed-out visit to /tasks still ran the page loader, which sent its query
 * without a token. The server answered 102.X000.001, and that answer signed out again with a
 * full page load (`signOutLocally`), racing the router's own client-side redirect to /sign-in.
 * The layout's guard also does not re-run on a same-locale navigation (`shouldRevalidate`), so
 * a token removed in another tab is caught here too.
 */
export function signedInLoader<T>(loader: (args: LoaderFunctionArgs) => T): (args: LoaderFunctionArgs) => T {
  return (args) => {
    redirectToSignIn(args.request);
    return loader(args);
  };
}
