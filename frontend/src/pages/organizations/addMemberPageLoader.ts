import { detailLoader, type DetailPageData } from '@/modules/routing/pageLoaders';
import { AddMemberPageQuery } from './AddMemberPageQuery';
import type { AddMemberPageQuery as Query } from './__generated__/AddMemberPageQuery.graphql';

export type AddMemberPageData = DetailPageData<Query>;

/** /organizations/:organizationId/add-member */
export const addMemberPageLoader = detailLoader<Query>(AddMemberPageQuery, 'organizationId', 'addMemberPage');
