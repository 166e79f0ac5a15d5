import { Alert } from '@mantine/core';
import { IconArchive } from '@tabler/icons-react';
import { defineMessages, useIntl } from 'react-intl';
import { useCanManageAgentRoles } from '@/modules/agents/useCanManageAgentRoles';
import { HttpError } from '@/modules/errors/HttpError';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { useFoundEntity } from '@/modules/routing/useFoundEntity';
import { usePageData } from '@/modules/routing/usePageData';
import { FormPage } from '@/modules/ui/form/FormPage';
import { useEditRecordForm } from '@/modules/ui/form/RecordFormPage';
import type { FormPageProps } from '@/modules/ui/form/useEditForm';
import { useUpdateWorkflowTemplate } from '@/modules/workflows/useUpdateWorkflowTemplate';
import { useWorkflowTemplateChangedSubscription } from '@/modules/workflows/useWorkflowTemplateChangedSubscription';
import { workflowTemplatePath, workflowTemplatesPath } from '@/modules/workflows/workflowPaths';
import { WorkflowTemplateForm, type WorkflowTemplateFormSubmit } from '@/modules/workflows/WorkflowTemplateForm';
import { usePageRefresh } from '@/modules/relay/useLiveEntity';
import type { EditWorkflowTemplatePageData } from './editWorkflowTemplatePageLoader';
import { EditWorkflowTemplatePageQuery } from './EditWorkflowTemplatePageQuery';
import type { EditWorkflowTemplatePageQuery as EditWorkflowTemplatePageQueryType } from './__generated__/EditWorkflowTemplatePageQuery.graphql';

const messages = defineMessages({
  title: { id: 'page.editWorkflowTemplate.title', defaultMessage: 'Edit Workflow Template' },
  templates: { id: 'page.workflowTemplates.title', defaultMessage: 'Workflow Templates' },
  saved: { id: 'page.editWorkflowTemplate.saved', defaultMessage: 'Template saved. Instances already started keep the version they started from.' },
  notFound: { id: 'page.workflowTemplateDetail.notFound', defaultMessage: 'Workflow template not found' },
  forbidden: { id: 'page.editWorkflowTemplate.forbidden', defaultMessage: 'Only Management edits workflow templates.' },
  archived: { id: 'page.editWorkflowTemplate.archived', defaultMessage: 'This template is archived: restore it on its page before editing it.' },
});

/**
 * /workflow-templates/:templateId/edit ('Edit Workflow Template', Management): name, description
 * and steps with `expectedVersion`; a stale save opens the conflict view (someone else's save
 * shows in "Stored now" live, through `workflowTemplateChanged`).
 */
export function EditWorkflowTemplatePage() {
  const intl = useIntl();
  const to = useLocalePath();
  const { id, data } = usePageData<EditWorkflowTemplatePageQueryType, EditWorkflowTemplatePageData>(EditWorkflowTemplatePageQuery);
  const refresh = usePageRefresh(EditWorkflowTemplatePageQuery, id);
  useWorkflowTemplateChangedSubscription(id, refresh);
  const canManage = useCanManageAgentRoles(data);
  const name = data.node?.name ?? '';
  const template = useFoundEntity(data.node?.WorkflowTemplateForm_template, intl.formatMessage(messages.title), intl.formatMessage(messages.notFound));
  if (!canManage) throw new HttpError(403, intl.formatMessage(messages.forbidden));
  const detail = to(workflowTemplatePath(id));

  const form: FormPageProps<Parameters<WorkflowTemplateFormSubmit>[0]> = useEditRecordForm(useUpdateWorkflowTemplate(), {
    variables: ({ name, description, steps }, expectedVersion) => ({ input: { id, expectedVersion, name, description, steps } }),
    saved: messages.saved,
    record: workflowTemplatePath(id),
  });

  return (
    <FormPage
      title={intl.formatMessage(messages.title)}
      links={[
        { label: intl.formatMessage(messages.templates), to: to(workflowTemplatesPath) },
        { label: name, to: detail },
      ]}
      here={intl.formatMessage(messages.title)}
      notice={
        data.node?.archived && (
          <Alert color="gray" icon={<IconArchive size={18} aria-hidden />} data-testid="workflow-template-edit-archived">
            {intl.formatMessage(messages.archived)}
          </Alert>
        )
      }
      maw={1100}
    >
      <WorkflowTemplateForm key={id} query={data} template={template} {...form} />
    </FormPage>
  );
}
