import { defineMessages, useIntl } from 'react-intl';
import { HttpError } from '@/modules/errors/HttpError';
import { ProjectForm, type ProjectFormValues } from '@/modules/projects/ProjectForm';
import { projectMessages } from '@/modules/projects/projectMessages';
import { useUpdateProject } from '@/modules/projects/useUpdateProject';
import { usePageData } from '@/modules/routing/usePageData';
import { TitledFormPage, useEditRecordForm } from '@/modules/ui/form/RecordFormPage';
import type { FormPageProps } from '@/modules/ui/form/useEditForm';
import type { UpdateProjectPageData } from './updateProjectPageLoader';
import { UpdateProjectPageQuery } from './UpdateProjectPageQuery';
import type { UpdateProjectPageQuery as UpdateProjectPageQueryType } from './__generated__/UpdateProjectPageQuery.graphql';

const messages = defineMessages({
  title: { id: 'page.updateProject.title', defaultMessage: 'Update Project' },
  saved: { id: 'page.updateProject.saved', defaultMessage: 'Project saved.' },
});

/** /projects/:projectId/update: the edit form with expectedVersion and the conflict view (204.X000.004). */
export function UpdateProjectPage() {
  const intl = useIntl();
  const { data } = usePageData<UpdateProjectPageQueryType, UpdateProjectPageData>(UpdateProjectPageQuery);
  const project = data.node?.ProjectForm_project ?? null;
  const id = data.node?.id ?? '';
  const form: FormPageProps<ProjectFormValues> = useEditRecordForm(useUpdateProject(), {
    variables: ({ name, description, organizationIds, employeeIds }, expectedVersion) => ({ input: { id, expectedVersion, name, description, organizationIds, employeeIds } }),
    record: `/projects/${encodeURIComponent(id)}`,
    saved: messages.saved,
  });
  if (!project || !id) throw new HttpError(404, intl.formatMessage(projectMessages.notFound));

  return (
    <TitledFormPage title={messages.title}>
      <ProjectForm key={id} query={data} project={project} {...form} />
    </TitledFormPage>
  );
}
