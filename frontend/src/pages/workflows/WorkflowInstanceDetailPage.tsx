import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { usePageRefresh } from '@/modules/relay/useLiveEntity';
import { useFoundEntity } from '@/modules/routing/useFoundEntity';
import { usePageData } from '@/modules/routing/usePageData';
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
  const { id, data } = usePageData<WorkflowInstanceDetailPageQueryType, WorkflowInstanceDetailPageData>(WorkflowInstanceDetailPageQuery);
  const refresh = usePageRefresh(WorkflowInstanceDetailPageQuery, id);
  useWorkflowInstanceChangedSubscription(id, refresh);
  const name = data.node?.name ?? '';
  const instance = useFoundEntity(data.node?.WorkflowInstanceDetail_instance, intl.formatMessage(messages.documentTitle, { name }), intl.formatMessage(messages.notFound));
  return (
    <PageFrame links={[{ label: intl.formatMessage(messages.instances), to: to(workflowInstancesPath) }]} here={name} title={intl.formatMessage(messages.title)}>
      <WorkflowInstanceDetail instance={instance} query={data} />
    </PageFrame>
  );
}
