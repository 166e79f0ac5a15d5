import { loadQuery, type PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import { redirectToSignIn } from '@/modules/auth/redirectToSignIn';
import { currentLocale } from '@/modules/i18n/currentLocale';
import { splitLocalePath } from '@/modules/i18n/localePath';
import { environment } from '@/modules/relay/environment';
import { DefaultLayoutQuery } from './DefaultLayoutQuery';
import type { DefaultLayoutQuery as DefaultLayoutQueryType } from './__generated__/DefaultLayoutQuery.graphql';

export interface DefaultLayoutData {
  profileRef: PreloadedQuery<DefaultLayoutQueryType>;
}

/** Guard for every page but /sign-in, and the start-up profile query. */
export function defaultLayoutLoader({ request }: LoaderFunctionArgs): DefaultLayoutData {
  currentLocale.set(splitLocalePath(new URL(request.url).pathname).locale);
  redirectToSignIn(request);
  return {
    profileRef: loadQuery<DefaultLayoutQueryType>(environment, DefaultLayoutQuery, {}, { fetchPolicy: 'store-or-network' }),
  };
}
