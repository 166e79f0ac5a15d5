import { defineMessages, useIntl } from 'react-intl';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { usePageTitle } from '@/modules/layout/usePageTitle';
import { ProjectForm, type ProjectFormValues } from '@/modules/projects/ProjectForm';
import { useCreateProject } from '@/modules/projects/useCreateProject';
import { usePageData } from '@/modules/routing/usePageData';
import { FormPage } from '@/modules/ui/form/FormPage';
import type { FormPageProps } from '@/modules/ui/form/useEditForm';
import { usePageForm } from '@/modules/ui/form/useSave';
import type { NewProjectPageData } from './newProjectPageLoader';
import { NewProjectPageQuery } from './NewProjectPageQuery';
import type { NewProjectPageQuery as NewProjectPageQueryType } from './__generated__/NewProjectPageQuery.graphql';

const messages = defineMessages({
  title: { id: 'page.newProject.title', defaultMessage: 'New Project' },
  submit: { id: 'page.newProject.submit', defaultMessage: 'Create project' },
  created: { id: 'page.newProject.created', defaultMessage: 'Project created.' },
});

/** /projects/new */
export function NewProjectPage() {
  const intl = useIntl();
  const to = useLocalePath();
  usePageTitle(intl.formatMessage(messages.title));
  const { data } = usePageData<NewProjectPageQueryType, NewProjectPageData>(NewProjectPageQuery);
  const form: FormPageProps<ProjectFormValues> = usePageForm(useCreateProject(), {
    variables: ({ name, description, statusId, organizationIds, employeeIds }) => ({ input: { name, description, statusId, organizationIds, employeeIds } }),
    next: (response) => to(`/projects/${encodeURIComponent(response.createProject.project.id)}`),
    saved: messages.created,
    submitLabel: messages.submit,
    cancelTo: to('/projects'),
  });

  return (
    <FormPage title={intl.formatMessage(messages.title)}>
      <ProjectForm query={data} {...form} />
    </FormPage>
  );
}
