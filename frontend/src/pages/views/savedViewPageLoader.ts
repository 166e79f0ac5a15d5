import type { PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import { preload } from '@/modules/relay/preload';
import { SavedViewPageQuery } from './SavedViewPageQuery';
import type { SavedViewPageQuery as Query } from './__generated__/SavedViewPageQuery.graphql';

export interface SavedViewPageData {
  queryRef: PreloadedQuery<Query>;
}

/** /views/:id: the view, if the reader may open it (its owner, or a holder of its role). */
export function savedViewPageLoader({ params }: LoaderFunctionArgs): SavedViewPageData {
  return { queryRef: preload<Query>(SavedViewPageQuery, { id: params.id ?? '' }, 'savedViewPage') };
}
