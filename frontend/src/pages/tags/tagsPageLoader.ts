import { fetchQuery, type PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import { DefaultLayoutQuery } from '@/modules/layout/DefaultLayoutQuery';
import type { DefaultLayoutQuery as ProfileQuery } from '@/modules/layout/__generated__/DefaultLayoutQuery.graphql';
import { isAdmin } from '@/modules/members/isAdmin';
import { ClientError } from '@/modules/relay/ClientError';
import { environment } from '@/modules/relay/environment';
import { preload } from '@/modules/relay/preload';
import { parseTagListParams, toTagListVariables } from '@/modules/tags/tagListParams';
import { TagsPageQuery } from './TagsPageQuery';
import type { TagsPageQuery as Query } from './__generated__/TagsPageQuery.graphql';

export interface TagsPageData {
  queryRef: PreloadedQuery<Query>;
  keyword: string | undefined;
}

/** /tags: admins only (others get the 403 screen; the server refuses their changes anyway). */
export async function tagsPageLoader({ request }: LoaderFunctionArgs): Promise<TagsPageData> {
  const profile = await fetchQuery<ProfileQuery>(environment, DefaultLayoutQuery, {}, { fetchPolicy: 'store-or-network' }).toPromise();
  if (!isAdmin(profile?.profile.roles)) throw new ClientError('102.X000.002', '');
  const variables = toTagListVariables(parseTagListParams(new URL(request.url).searchParams));
  return { queryRef: preload<Query>(TagsPageQuery, variables, 'tagsPage'), keyword: variables.filter.keyword };
}
