import { defineMessages, useIntl } from 'react-intl';
import { useCanManageAgentRoles } from '@/modules/agents/useCanManageAgentRoles';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { ListPageFrame } from '@/modules/routing/ListPageFrame';
import { usePageData } from '@/modules/routing/usePageData';
import { TrashLink } from '@/modules/trash/TrashLink';
import { WorkflowAreaTabs } from '@/modules/workflows/WorkflowAreaTabs';
import { WorkflowTemplateFilters } from '@/modules/workflows/WorkflowTemplateFilters';
import { workflowTemplateColumns, WorkflowTemplateList } from '@/modules/workflows/WorkflowTemplateList';
import { workflowTemplateExport } from '@/modules/workflows/workflowTemplateExport';
import type { WorkflowTemplatesPageData } from './workflowTemplatesPageLoader';
import { WorkflowTemplatesPageQuery } from './WorkflowTemplatesPageQuery';
import type { WorkflowTemplatesPageQuery as WorkflowTemplatesPageQueryType } from './__generated__/WorkflowTemplatesPageQuery.graphql';

const messages = defineMessages({
  title: { id: 'page.workflowTemplates.title', defaultMessage: 'Workflow Templates' },
  create: { id: 'page.workflowTemplates.create', defaultMessage: 'New template' },
});

/** /workflow-templates ('Workflow Templates'): the list recipe (search, visibility, archived, sort, load more), live; "New template" for Management. */
export function WorkflowTemplatesPage() {
  const intl = useIntl();
  const to = useLocalePath();
  const { filter, data, queryRef } = usePageData<WorkflowTemplatesPageQueryType, WorkflowTemplatesPageData>(WorkflowTemplatesPageQuery);
  const canManage = useCanManageAgentRoles(data);
  const title = intl.formatMessage(messages.title);
  return (
    <ListPageFrame
      title={title}
      exportList={{ spec: workflowTemplateExport, variables: queryRef.variables, name: title }}
      savedView="workflow-templates"
      columns={workflowTemplateColumns}
      create={canManage ? { to: to('/workflow-templates/new'), label: intl.formatMessage(messages.create), testId: 'workflow-template-new' } : undefined}
      actions={<TrashLink kind="WorkflowTemplate" />}
    >
      <WorkflowAreaTabs active="templates" />
      <WorkflowTemplateFilters />
      <WorkflowTemplateList query={data} filter={filter} />
    </ListPageFrame>
  );
}
