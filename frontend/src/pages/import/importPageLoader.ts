import { queryLoader } from '@/modules/routing/pageLoaders';
import { ImportPageQuery } from './ImportPageQuery';
import type { ImportPageQuery as Query } from './__generated__/ImportPageQuery.graphql';

/** /import/:type: the kinds the reader may import, with their fields (the type is the page's to pick). */
export const importPageLoader = queryLoader<Query>(ImportPageQuery, 'importPage');
