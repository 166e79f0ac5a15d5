import { defineMessages, useIntl } from 'react-intl';
import { useCanManageAgentRoles } from '@/modules/agents/useCanManageAgentRoles';
import { HttpError } from '@/modules/errors/HttpError';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { usePageTitle } from '@/modules/layout/usePageTitle';
import { usePageRefresh } from '@/modules/relay/useLiveEntity';
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
  const template = data.node?.WorkflowTemplateDetail_template ?? null;
  const name = data.node?.name ?? '';
  usePageTitle(intl.formatMessage(template ? messages.title : messages.notFound));
  if (!template) throw new HttpError(404, intl.formatMessage(messages.notFound));
  return (
    <PageFrame links={[{ label: intl.formatMessage(messages.templates), to: to(workflowTemplatesPath) }]} here={name} title={intl.formatMessage(messages.title)}>
      <WorkflowTemplateDetail template={template} canManage={canManage} />
    </PageFrame>
  );
}
