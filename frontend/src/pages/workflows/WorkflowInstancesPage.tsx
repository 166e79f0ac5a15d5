import { IconTemplate } from '@tabler/icons-react';
import { defineMessages, useIntl } from 'react-intl';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { ListPageFrame } from '@/modules/routing/ListPageFrame';
import { usePageData } from '@/modules/routing/usePageData';
import { LinkButton } from '@/modules/ui/LinkButton';
import { WorkflowAreaTabs } from '@/modules/workflows/WorkflowAreaTabs';
import { WorkflowInstanceFilters } from '@/modules/workflows/WorkflowInstanceFilters';
import { workflowInstanceExport } from '@/modules/workflows/workflowInstanceExport';
import { workflowInstanceColumns, WorkflowInstanceList } from '@/modules/workflows/WorkflowInstanceList';
import { workflowTemplatesPath } from '@/modules/workflows/workflowPaths';
import type { WorkflowInstancesPageData } from './workflowInstancesPageLoader';
import { WorkflowInstancesPageQuery } from './WorkflowInstancesPageQuery';
import type { WorkflowInstancesPageQuery as WorkflowInstancesPageQueryType } from './__generated__/WorkflowInstancesPageQuery.graphql';

const messages = defineMessages({
  title: { id: 'page.workflowInstances.title', defaultMessage: 'Workflows' },
  start: { id: 'page.workflowInstances.start', defaultMessage: 'Start from a template' },
});

/**
 * /workflow-instances ('Workflows'): the list recipe (search, template, owner, progress,
 * "Waiting for me", overdue, sort, load more), live; templates one tab away.
 */
export function WorkflowInstancesPage() {
  const intl = useIntl();
  const to = useLocalePath();
  const { filter, data, queryRef } = usePageData<WorkflowInstancesPageQueryType, WorkflowInstancesPageData>(WorkflowInstancesPageQuery);
  const title = intl.formatMessage(messages.title);
  return (
    <ListPageFrame
      title={title}
      exportList={{ spec: workflowInstanceExport, variables: queryRef.variables, name: title }}
      savedView="workflow-instances"
      columns={workflowInstanceColumns}
      actions={
        <LinkButton to={`${to(workflowTemplatesPath)}?visibility=ACTIVE`} variant="light" leftSection={<IconTemplate size={16} aria-hidden />} data-testid="workflow-start-from-template">
          {intl.formatMessage(messages.start)}
        </LinkButton>
      }
    >
      <WorkflowAreaTabs active="instances" />
      <WorkflowInstanceFilters query={data} />
      <WorkflowInstanceList query={data} filter={filter} />
    </ListPageFrame>
  );
}
