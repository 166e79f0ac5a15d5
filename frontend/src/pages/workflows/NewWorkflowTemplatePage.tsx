import { defineMessages, useIntl } from 'react-intl';
import { useCanManageAgentRoles } from '@/modules/agents/useCanManageAgentRoles';
import { HttpError } from '@/modules/errors/HttpError';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { usePageTitle } from '@/modules/layout/usePageTitle';
import { usePageData } from '@/modules/routing/usePageData';
import { FormPage } from '@/modules/ui/form/FormPage';
import { useNewRecordForm } from '@/modules/ui/form/RecordFormPage';
import type { FormPageProps } from '@/modules/ui/form/useEditForm';
import { useCreateWorkflowTemplate } from '@/modules/workflows/useCreateWorkflowTemplate';
import { workflowTemplatesPath } from '@/modules/workflows/workflowPaths';
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
  usePageTitle(intl.formatMessage(messages.title));
  const { data } = usePageData<NewWorkflowTemplatePageQueryType, NewWorkflowTemplatePageData>(NewWorkflowTemplatePageQuery);
  const canManage = useCanManageAgentRoles(data);
  const form: FormPageProps<Parameters<WorkflowTemplateFormSubmit>[0]> = useNewRecordForm(useCreateWorkflowTemplate(), {
    variables: ({ name, description, visibility, steps }) => ({ input: { name, description, visibility, steps } }),
    list: workflowTemplatesPath,
    created: (response) => response.createWorkflowTemplate.workflowTemplate.id,
    saved: messages.created,
    submitLabel: messages.submit,
  });
  if (!canManage) throw new HttpError(403, intl.formatMessage(messages.forbidden));

  return (
    <FormPage links={[{ label: intl.formatMessage(messages.templates), to: to(workflowTemplatesPath) }]} here={intl.formatMessage(messages.title)} title={intl.formatMessage(messages.title)} maw={1100}>
      <WorkflowTemplateForm query={data} {...form} />
    </FormPage>
  );
}
