import { defineMessages, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { usePageTitle } from '@/modules/layout/usePageTitle';
import { ProjectForm, type ProjectFormSubmit } from '@/modules/projects/ProjectForm';
import { useCreateProject } from '@/modules/projects/useCreateProject';
import { usePageData } from '@/modules/routing/usePageData';
import { FormPage } from '@/modules/ui/form/FormPage';
import { useSave } from '@/modules/ui/form/useSave';
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
  const navigate = useNavigate();
  usePageTitle(intl.formatMessage(messages.title));
  const { data } = usePageData<NewProjectPageQueryType, NewProjectPageData>(NewProjectPageQuery);
  const [commit, inFlight] = useCreateProject();
  const submit: ProjectFormSubmit = useSave(commit, {
    variables: ({ name, description, statusId, organizationIds, employeeIds }) => ({ input: { name, description, statusId, organizationIds, employeeIds } }),
    next: (response) => to(`/projects/${encodeURIComponent(response.createProject.project.id)}`),
    saved: messages.created,
  });

  return (
    <FormPage title={intl.formatMessage(messages.title)}>
      <ProjectForm
        query={data}
        submitLabel={intl.formatMessage(messages.submit)}
        inFlight={inFlight}
        onSubmit={submit}
        onCancel={() => void navigate(to('/projects'))}
      />
    </FormPage>
  );
}
