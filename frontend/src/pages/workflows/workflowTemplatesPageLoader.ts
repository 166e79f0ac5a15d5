import type { PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import { parseWorkflowTemplateListParams, toWorkflowTemplateListVariables, type WorkflowTemplateListFilter } from '@/modules/workflows/workflowTemplateListParams';
import { preload } from '@/modules/relay/preload';
import { WorkflowTemplatesPageQuery } from './WorkflowTemplatesPageQuery';
import type { WorkflowTemplatesPageQuery as Query } from './__generated__/WorkflowTemplatesPageQuery.graphql';

export interface WorkflowTemplatesPageData {
  filter: WorkflowTemplateListFilter;
  queryRef: PreloadedQuery<Query>;
}

/** /workflow-templates: list state comes from the URL. */
export function workflowTemplatesPageLoader({ request }: LoaderFunctionArgs): WorkflowTemplatesPageData {
  const variables = toWorkflowTemplateListVariables(parseWorkflowTemplateListParams(new URL(request.url).searchParams));
  return { filter: variables.filter, queryRef: preload<Query>(WorkflowTemplatesPageQuery, variables, 'workflowTemplatesPage') };
}
