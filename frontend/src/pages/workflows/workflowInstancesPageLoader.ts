import { fetchQuery, type PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import { DefaultLayoutQuery } from '@/modules/layout/DefaultLayoutQuery';
import type { DefaultLayoutQuery as ProfileQuery } from '@/modules/layout/__generated__/DefaultLayoutQuery.graphql';
import { environment } from '@/modules/relay/environment';
import { preload } from '@/modules/relay/preload';
import { parseWorkflowInstanceListParams, toWorkflowInstanceListVariables, type WorkflowInstanceListFilter } from '@/modules/workflows/workflowInstanceListParams';
import { WorkflowInstancesPageQuery } from './WorkflowInstancesPageQuery';
import type { WorkflowInstancesPageQuery as Query } from './__generated__/WorkflowInstancesPageQuery.graphql';

export interface WorkflowInstancesPageData {
  /** The filter the list was loaded with (live inserts check instances against it). */
  filter: WorkflowInstanceListFilter;
  queryRef: PreloadedQuery<Query>;
}

/** /workflow-instances: list state comes from the URL; `owner=me` needs the profile's employee id. */
export async function workflowInstancesPageLoader({ request }: LoaderFunctionArgs): Promise<WorkflowInstancesPageData> {
  const params = parseWorkflowInstanceListParams(new URL(request.url).searchParams);
  let me: string | null = null;
  if (params.owner === 'me') {
    const profile = await fetchQuery<ProfileQuery>(environment, DefaultLayoutQuery, {}, { fetchPolicy: 'store-or-network' }).toPromise();
    me = profile?.profile.employeeId ?? null;
  }
  const variables = toWorkflowInstanceListVariables(params, me);
  return { filter: variables.filter, queryRef: preload<Query>(WorkflowInstancesPageQuery, variables, 'workflowInstancesPage') };
}
