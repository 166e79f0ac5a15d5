import type { PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import { preload } from '@/modules/relay/preload';
import { requireAdmin } from '@/modules/routing/profileLoaders';
import { parseTagListParams, toTagListVariables } from '@/modules/tags/tagListParams';
import { TagsPageQuery } from './TagsPageQuery';
import type { TagsPageQuery as Query } from './__generated__/TagsPageQuery.graphql';

export interface TagsPageData {
  queryRef: PreloadedQuery<Query>;
  keyword: string | undefined;
}

/** /tags: admins only (others get the 403 screen; the server refuses their changes anyway). */
export async function tagsPageLoader({ request }: LoaderFunctionArgs): Promise<TagsPageData> {
  await requireAdmin();
  const variables = toTagListVariables(parseTagListParams(new URL(request.url).searchParams));
  return { queryRef: preload<Query>(TagsPageQuery, variables, 'tagsPage'), keyword: variables.filter.keyword };
}
