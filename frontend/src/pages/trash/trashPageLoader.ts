import type { LoaderFunctionArgs } from 'react-router';
import { preload } from '@/modules/relay/preload';
import type { ListPageData } from '@/modules/routing/pageLoaders';
import { parseTrashListParams, toTrashVariables, type TrashFilter } from '@/modules/trash/trashListParams';
import { TrashPageQuery } from './TrashPageQuery';
import type { TrashPageQuery as Query } from './__generated__/TrashPageQuery.graphql';

export type TrashPageData = ListPageData<Query, TrashFilter>;

/**
 * /trash: the kinds, keyword and rows loaded from the URL (issue 35: `?type=Project` is the
 * projects' own trash). The query takes them as arguments of their own rather than one `filter`
 * (so not `listLoader`); the filter goes to the page, which subscribes with it.
 */
export function trashPageLoader({ request }: LoaderFunctionArgs): TrashPageData {
  const { filter, ...variables } = toTrashVariables(parseTrashListParams(new URL(request.url).searchParams));
  return { queryRef: preload<Query>(TrashPageQuery, variables, 'trashPage'), filter };
}
