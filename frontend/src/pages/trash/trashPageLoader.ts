import type { LoaderFunctionArgs } from 'react-router';
import { preload } from '@/modules/relay/preload';
import type { QueryPageData } from '@/modules/routing/pageLoaders';
import { trashListCodec } from '@/modules/trash/trashListParams';
import { TrashPageQuery } from './TrashPageQuery';
import type { TrashPageQuery as Query } from './__generated__/TrashPageQuery.graphql';

export type TrashPageData = QueryPageData<Query>;

/** /trash: as many rows as a "Load more" left in the URL (the list has no filter for `listLoader`). */
export function trashPageLoader({ request }: LoaderFunctionArgs): TrashPageData {
  const { count } = trashListCodec.parse(new URL(request.url).searchParams);
  return { queryRef: preload<Query>(TrashPageQuery, { first: count }, 'trashPage') };
}
