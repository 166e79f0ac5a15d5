import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import { HttpError } from '@/modules/errors/HttpError';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { usePageTitle } from '@/modules/layout/usePageTitle';
import { usePageRefresh } from '@/modules/relay/useLiveEntity';
import { PageFrame } from '@/modules/ui/PageFrame';
import { useWorkflowInstanceChangedSubscription } from '@/modules/workflows/useWorkflowInstanceChangedSubscription';
import { WorkflowInstanceDetail } from '@/modules/workflows/WorkflowInstanceDetail';
import { workflowInstancesPath } from '@/modules/workflows/workflowPaths';
import type { WorkflowInstanceDetailPageData } from './workflowInstanceDetailPageLoader';
import { WorkflowInstanceDetailPageQuery } from './WorkflowInstanceDetailPageQuery';
import type { WorkflowInstanceDetailPageQuery as WorkflowInstanceDetailPageQueryType } from './__generated__/WorkflowInstanceDetailPageQuery.graphql';

const messages = defineMessages({
  title: { id: 'page.workflowInstanceDetail.title', defaultMessage: 'Workflow Details' },
  documentTitle: defineMessage<{ name: string }>({ id: 'page.workflowInstanceDetail.documentTitle', defaultMessage: '{name} · Workflow Details' }),
  instances: { id: 'page.workflowInstances.title', defaultMessage: 'Workflows' },
  notFound: { id: 'page.workflowInstanceDetail.notFound', defaultMessage: 'Workflow not found' },
});

/** /workflow-instances/:instanceId ('Workflow Details'): the flow and its steps, live in every browser (workflowInstanceChanged). */
export function WorkflowInstanceDetailPage() {
  const intl = useIntl();
  const to = useLocalePath();
  const { id, queryRef } = useLoaderData() as WorkflowInstanceDetailPageData;
  const data = usePreloadedQuery<WorkflowInstanceDetailPageQueryType>(WorkflowInstanceDetailPageQuery, queryRef);
  const refresh = usePageRefresh(WorkflowInstanceDetailPageQuery, id);
  useWorkflowInstanceChangedSubscription(id, refresh);
  const instance = data.node?.WorkflowInstanceDetail_instance ?? null;
  const name = data.node?.name ?? '';
  usePageTitle(instance ? intl.formatMessage(messages.documentTitle, { name }) : intl.formatMessage(messages.notFound));
  if (!instance) throw new HttpError(404, intl.formatMessage(messages.notFound));
  return (
    <PageFrame links={[{ label: intl.formatMessage(messages.instances), to: to(workflowInstancesPath) }]} here={name} title={intl.formatMessage(messages.title)}>
      <WorkflowInstanceDetail instance={instance} query={data} />
    </PageFrame>
  );
}
