import { defineMessages, useIntl } from 'react-intl';
import { useCanManageAgentRoles } from '@/modules/agents/useCanManageAgentRoles';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { usePageRefresh } from '@/modules/relay/useLiveEntity';
import { useFoundEntity } from '@/modules/routing/useFoundEntity';
import { usePageData } from '@/modules/routing/usePageData';
import { PageFrame } from '@/modules/ui/PageFrame';
import { useWorkflowTemplateChangedSubscription } from '@/modules/workflows/useWorkflowTemplateChangedSubscription';
import { WorkflowTemplateDetail } from '@/modules/workflows/WorkflowTemplateDetail';
import { workflowTemplatesPath } from '@/modules/workflows/workflowPaths';
import type { WorkflowTemplateDetailPageData } from './workflowTemplateDetailPageLoader';
import { WorkflowTemplateDetailPageQuery } from './WorkflowTemplateDetailPageQuery';
import type { WorkflowTemplateDetailPageQuery as WorkflowTemplateDetailPageQueryType } from './__generated__/WorkflowTemplateDetailPageQuery.graphql';

const messages = defineMessages({
  title: { id: 'page.workflowTemplateDetail.title', defaultMessage: 'Workflow Template Details' },
  templates: { id: 'page.workflowTemplates.title', defaultMessage: 'Workflow Templates' },
  notFound: { id: 'page.workflowTemplateDetail.notFound', defaultMessage: 'Workflow template not found' },
});

/** /workflow-templates/:templateId ('Workflow Template Details'): the template, live in every browser (workflowTemplateChanged). */
export function WorkflowTemplateDetailPage() {
  const intl = useIntl();
  const to = useLocalePath();
  const { id, data } = usePageData<WorkflowTemplateDetailPageQueryType, WorkflowTemplateDetailPageData>(WorkflowTemplateDetailPageQuery);
  const canManage = useCanManageAgentRoles(data);
  const refresh = usePageRefresh(WorkflowTemplateDetailPageQuery, id);
  useWorkflowTemplateChangedSubscription(id, refresh);
  const name = data.node?.name ?? '';
  const template = useFoundEntity(data.node?.WorkflowTemplateDetail_template, intl.formatMessage(messages.title), intl.formatMessage(messages.notFound));
  return (
    <PageFrame links={[{ label: intl.formatMessage(messages.templates), to: to(workflowTemplatesPath) }]} here={name} title={intl.formatMessage(messages.title)}>
      <WorkflowTemplateDetail template={template} canManage={canManage} />
    </PageFrame>
  );
}
