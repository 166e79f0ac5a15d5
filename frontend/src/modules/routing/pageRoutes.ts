import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, RouteObject, ShouldRevalidateFunction } from 'react-router';
import { signedInLoader } from '@/modules/auth/signedInLoader';
import { listUrlKeys } from '@/modules/ui/list/listParams';

/** A route's data loader, as React Router calls it. */
export type PageLoader = (args: LoaderFunctionArgs) => unknown;

/** The names a module exports whose values are of type `T`. */
type ExportsOf<M, T> = { [K in keyof M]: M[K] extends T ? K : never }[keyof M] & string;

/** A route's place: a path relative to the locale's layout, or the layout's index route. */
export type RoutePlace = string | { index: true };

function place(at: RoutePlace): { path: string } | { index: true } {
  return typeof at === 'string' ? { path: at } : at;
}

/**
 * Whether a navigation changes nothing but the columns a list shows (issue 35 §5, `hide`): the
 * rows are the same, so the page's query is not run again.
 */
export function onlyColumnsChanged(current: URL, next: URL): boolean {
  if (current.pathname !== next.pathname) return false;
  const before = new URLSearchParams(current.search);
  const after = new URLSearchParams(next.search);
  if (before.get(listUrlKeys.hidden) === after.get(listUrlKeys.hidden)) return false;
  for (const search of [before, after]) {
    search.delete(listUrlKeys.hidden);
    search.sort();
  }
  return before.toString() === after.toString();
}

/** Every page's loader runs again as React Router decides, except when only a list's columns changed. */
const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) => !onlyColumnsChanged(currentUrl, nextUrl) && defaultShouldRevalidate;

/**
 * The one way an area registers a page whose loader is in the entry chunk (issue 32): the query
 * starts as soon as the navigation does, behind `signedInLoader`, while the page (`component`,
 * exported by the module `page` imports) comes in its own lazy chunk.
 */
export function lazyRoute<M>(at: RoutePlace, loader: PageLoader, page: () => Promise<M>, component: ExportsOf<M, ComponentType>): RouteObject {
  return {
    ...place(at),
    loader: signedInLoader(loader),
    shouldRevalidate,
    lazy: () => page().then((module) => ({ Component: module[component] as ComponentType })),
  };
}

/**
 * The same for an area whose loaders come lazily along with their pages (issue 32), so neither
 * weighs on the initial bundle: `chunk` imports the page and its loader (see `pageAndLoader`, or
 * one module with the area's pages), `loader` names the loader or picks it when it takes more
 * than the route's arguments.
 */
export function chunkRoute<M>(
  at: RoutePlace,
  chunk: () => Promise<M>,
  component: ExportsOf<M, ComponentType>,
  loader: ExportsOf<M, PageLoader> | ((module: M) => PageLoader),
): RouteObject {
  return {
    ...place(at),
    shouldRevalidate,
    lazy: async () => {
      const module = await chunk();
      const pageLoader = typeof loader === 'function' ? loader(module) : (module[loader] as PageLoader);
      return { Component: module[component] as ComponentType, loader: signedInLoader(pageLoader) };
    },
  };
}

/** One lazy chunk of a page module and its loader module, fetched in parallel. */
export function pageAndLoader<P, L>(page: () => Promise<P>, loader: () => Promise<L>): () => Promise<P & L> {
  return async () => {
    const [pageModule, loaderModule] = await Promise.all([page(), loader()]);
    return { ...pageModule, ...loaderModule };
  };
}
