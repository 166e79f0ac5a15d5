import type { PreloadedQuery } from 'react-relay';
import { preload } from '@/modules/relay/preload';
import { ApiTokensPageQuery } from './ApiTokensPageQuery';
import type { ApiTokensPageQuery as Query } from './__generated__/ApiTokensPageQuery.graphql';

/** /settings/api-tokens: every signed-in employee's own tokens. */
export function apiTokensPageLoader(): { queryRef: PreloadedQuery<Query> } {
  return { queryRef: preload<Query>(ApiTokensPageQuery, {}, 'apiTokensPage') };
}
