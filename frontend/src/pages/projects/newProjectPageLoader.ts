import type { PreloadedQuery } from 'react-relay';
import { preload } from '@/modules/relay/preload';
import { NewProjectPageQuery } from './NewProjectPageQuery';
import type { NewProjectPageQuery as Query } from './__generated__/NewProjectPageQuery.graphql';

export interface NewProjectPageData {
  queryRef: PreloadedQuery<Query>;
}

/** /projects/new */
export function newProjectPageLoader(): NewProjectPageData {
  return { queryRef: preload<Query>(NewProjectPageQuery, {}, 'newProjectPage') };
}
