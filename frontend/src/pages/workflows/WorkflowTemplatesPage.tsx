import { Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { defineMessages, useIntl } from 'react-intl';
import { useCanManageAgentRoles } from '@/modules/agents/useCanManageAgentRoles';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { usePageTitle } from '@/modules/layout/usePageTitle';
import { usePageData } from '@/modules/routing/usePageData';
import { LinkButton } from '@/modules/ui/LinkButton';
import { PageHeader } from '@/modules/ui/PageHeader';
import { WorkflowAreaTabs } from '@/modules/workflows/WorkflowAreaTabs';
import { WorkflowTemplateFilters } from '@/modules/workflows/WorkflowTemplateFilters';
import { WorkflowTemplateList } from '@/modules/workflows/WorkflowTemplateList';
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
  usePageTitle(intl.formatMessage(messages.title));
  const { filter, data } = usePageData<WorkflowTemplatesPageQueryType, WorkflowTemplatesPageData>(WorkflowTemplatesPageQuery);
  const canManage = useCanManageAgentRoles(data);
  return (
    <Stack gap="md">
      <PageHeader title={intl.formatMessage(messages.title)}>
        {canManage && (
          <LinkButton to={to('/workflow-templates/new')} leftSection={<IconPlus size={16} aria-hidden />} data-testid="workflow-template-new">
            {intl.formatMessage(messages.create)}
          </LinkButton>
        )}
      </PageHeader>
      <WorkflowAreaTabs active="templates" />
      <WorkflowTemplateFilters />
      <WorkflowTemplateList query={data} filter={filter} />
    </Stack>
  );
}
