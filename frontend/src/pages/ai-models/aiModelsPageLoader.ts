import type { PreloadedQuery } from 'react-relay';
import { preload } from '@/modules/relay/preload';
import { requireAdmin } from '@/modules/routing/profileLoaders';
import { AiModelsPageQuery } from './AiModelsPageQuery';
import type { AiModelsPageQuery as Query } from './__generated__/AiModelsPageQuery.graphql';

export interface AiModelsPageData {
  queryRef: PreloadedQuery<Query>;
}

/** /ai-models: admins only (others get the 403 screen; the server refuses their changes anyway). */
export async function aiModelsPageLoader(): Promise<AiModelsPageData> {
  await requireAdmin();
  return { queryRef: preload<Query>(AiModelsPageQuery, {}, 'aiModelsPage') };
}
