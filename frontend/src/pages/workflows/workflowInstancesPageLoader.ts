import type { LoaderFunctionArgs } from 'react-router';
import { preload } from '@/modules/relay/preload';
import type { ListPageData } from '@/modules/routing/pageLoaders';
import { loadProfile } from '@/modules/routing/profileLoaders';
import { parseWorkflowInstanceListParams, toWorkflowInstanceListVariables, type WorkflowInstanceListFilter } from '@/modules/workflows/workflowInstanceListParams';
import { WorkflowInstancesPageQuery } from './WorkflowInstancesPageQuery';
import type { WorkflowInstancesPageQuery as Query } from './__generated__/WorkflowInstancesPageQuery.graphql';

/** The filter is the one the list was loaded with (live inserts check instances against it). */
export type WorkflowInstancesPageData = ListPageData<Query, WorkflowInstanceListFilter>;

/** /workflow-instances: list state comes from the URL; `owner=me` needs the profile's employee id. */
export async function workflowInstancesPageLoader({ request }: LoaderFunctionArgs): Promise<WorkflowInstancesPageData> {
  const params = parseWorkflowInstanceListParams(new URL(request.url).searchParams);
  const me = params.owner === 'me' ? ((await loadProfile())?.employeeId ?? null) : null;
  const variables = toWorkflowInstanceListVariables(params, me);
  return { filter: variables.filter, queryRef: preload<Query>(WorkflowInstancesPageQuery, variables, 'workflowInstancesPage') };
}
