import { defineMessages } from 'react-intl';
import { ProjectForm, type ProjectFormValues } from '@/modules/projects/ProjectForm';
import { useCreateProject } from '@/modules/projects/useCreateProject';
import { usePageData } from '@/modules/routing/usePageData';
import { TitledFormPage, useNewRecordForm } from '@/modules/ui/form/RecordFormPage';
import type { FormPageProps } from '@/modules/ui/form/useEditForm';
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
  const { data } = usePageData<NewProjectPageQueryType, NewProjectPageData>(NewProjectPageQuery);
  const form: FormPageProps<ProjectFormValues> = useNewRecordForm(useCreateProject(), {
    variables: ({ name, description, statusId, organizationIds, employeeIds }) => ({ input: { name, description, statusId, organizationIds, employeeIds } }),
    list: '/projects',
    created: (response) => response.createProject.project.id,
    saved: messages.created,
    submitLabel: messages.submit,
  });

  return (
    <TitledFormPage title={messages.title}>
      <ProjectForm query={data} {...form} />
    </TitledFormPage>
  );
}
