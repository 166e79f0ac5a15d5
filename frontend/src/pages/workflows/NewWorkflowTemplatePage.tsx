import { Anchor, Breadcrumbs, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { defineMessages, useIntl } from 'react-intl';
import { usePreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useNavigate } from 'react-router';
import { useCanManageAgentRoles } from '@/modules/agents/useCanManageAgentRoles';
import { HttpError } from '@/modules/errors/HttpError';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { usePageTitle } from '@/modules/layout/usePageTitle';
import { commonMessages } from '@/modules/ui/commonMessages';
import { PageHeader } from '@/modules/ui/PageHeader';
import { useCreateWorkflowTemplate } from '@/modules/workflows/useCreateWorkflowTemplate';
import { workflowTemplatePath, workflowTemplatesPath } from '@/modules/workflows/workflowPaths';
import { WorkflowTemplateForm, type WorkflowTemplateFormSubmit } from '@/modules/workflows/WorkflowTemplateForm';
import type { NewWorkflowTemplatePageData } from './newWorkflowTemplatePageLoader';
import { NewWorkflowTemplatePageQuery } from './NewWorkflowTemplatePageQuery';
import type { NewWorkflowTemplatePageQuery as NewWorkflowTemplatePageQueryType } from './__generated__/NewWorkflowTemplatePageQuery.graphql';

const messages = defineMessages({
  title: { id: 'page.newWorkflowTemplate.title', defaultMessage: 'New Workflow Template' },
  templates: { id: 'page.workflowTemplates.title', defaultMessage: 'Workflow Templates' },
  submit: { id: 'page.newWorkflowTemplate.submit', defaultMessage: 'Create template' },
  created: { id: 'page.newWorkflowTemplate.created', defaultMessage: 'Template created.' },
  forbidden: { id: 'page.newWorkflowTemplate.forbidden', defaultMessage: 'Only Management creates workflow templates.' },
});

/** /workflow-templates/new ('New Workflow Template', Management): the form; then the template opens. */
export function NewWorkflowTemplatePage() {
  const intl = useIntl();
  const to = useLocalePath();
  const navigate = useNavigate();
  usePageTitle(intl.formatMessage(messages.title));
  const { queryRef } = useLoaderData() as NewWorkflowTemplatePageData;
  const data = usePreloadedQuery<NewWorkflowTemplatePageQueryType>(NewWorkflowTemplatePageQuery, queryRef);
  const canManage = useCanManageAgentRoles(data);
  const [commit, inFlight] = useCreateWorkflowTemplate();
  if (!canManage) throw new HttpError(403, intl.formatMessage(messages.forbidden));

  const submit: WorkflowTemplateFormSubmit = (values, _expectedVersion, { onError, onSaved }) =>
    commit({
      variables: { input: { name: values.name, description: values.description, visibility: values.visibility, steps: values.steps } },
      onCompleted: (response) => {
        onSaved(to(workflowTemplatePath(response.createWorkflowTemplate.workflowTemplate.id)));
        notifications.show({ color: 'green', message: intl.formatMessage(messages.created) });
      },
      onError,
    });

  return (
    <Stack gap="md">
      <Breadcrumbs aria-label={intl.formatMessage(commonMessages.breadcrumbs)}>
        <Anchor component={Link} to={to(workflowTemplatesPath)}>
          {intl.formatMessage(messages.templates)}
        </Anchor>
        <Text span size="sm">
          {intl.formatMessage(messages.title)}
        </Text>
      </Breadcrumbs>
      <PageHeader title={intl.formatMessage(messages.title)} />
      <Paper withBorder p="lg" radius="md" maw={1100}>
        <WorkflowTemplateForm query={data} submitLabel={intl.formatMessage(messages.submit)} inFlight={inFlight} onSubmit={submit} onCancel={() => void navigate(to(workflowTemplatesPath))} />
      </Paper>
    </Stack>
  );
}
