import { Paper } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { defineMessages, useIntl } from 'react-intl';
import { usePreloadedQuery } from 'react-relay';
import { useLoaderData, useNavigate } from 'react-router';
import { HttpError } from '@/modules/errors/HttpError';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { usePageTitle } from '@/modules/layout/usePageTitle';
import { ProjectForm, type ProjectFormSubmit } from '@/modules/projects/ProjectForm';
import { useUpdateProject } from '@/modules/projects/useUpdateProject';
import { PageHeader } from '@/modules/ui/PageHeader';
import type { UpdateProjectPageData } from './updateProjectPageLoader';
import { UpdateProjectPageQuery } from './UpdateProjectPageQuery';
import type { UpdateProjectPageQuery as UpdateProjectPageQueryType } from './__generated__/UpdateProjectPageQuery.graphql';

const messages = defineMessages({
  title: { id: 'page.updateProject.title', defaultMessage: 'Update Project' },
  submit: { id: 'page.updateProject.submit', defaultMessage: 'Save changes' },
  saved: { id: 'page.updateProject.saved', defaultMessage: 'Project saved.' },
  notFound: { id: 'page.projectDetail.notFound', defaultMessage: 'Project not found' },
});

/** /projects/:projectId/update: the edit form with expectedVersion and the conflict view (204.X000.004). */
export function UpdateProjectPage() {
  const intl = useIntl();
  const to = useLocalePath();
  const navigate = useNavigate();
  usePageTitle(intl.formatMessage(messages.title));
  const { queryRef } = useLoaderData() as UpdateProjectPageData;
  const data = usePreloadedQuery<UpdateProjectPageQueryType>(UpdateProjectPageQuery, queryRef);
  const [commit, inFlight] = useUpdateProject();
  const project = data.node?.ProjectForm_project ?? null;
  const id = data.node?.id ?? '';
  if (!project || !id) throw new HttpError(404, intl.formatMessage(messages.notFound));
  const detail = to(`/projects/${encodeURIComponent(id)}`);

  const submit: ProjectFormSubmit = (values, expectedVersion, { onError, onSaved }) => {
    commit({
      variables: {
        input: {
          id,
          expectedVersion: expectedVersion ?? 0,
          name: values.name,
          description: values.description,
          organizationIds: values.organizationIds,
          employeeIds: values.employeeIds,
        },
      },
      onCompleted: () => {
        onSaved(detail);
        notifications.show({ color: 'green', message: intl.formatMessage(messages.saved) });
      },
      onError,
    });
  };

  return (
    <>
      <PageHeader title={intl.formatMessage(messages.title)} />
      <Paper withBorder p="lg" radius="md" maw={960}>
        <ProjectForm
          key={id}
          query={data}
          project={project}
          submitLabel={intl.formatMessage(messages.submit)}
          inFlight={inFlight}
          onSubmit={submit}
          onCancel={() => void navigate(detail)}
        />
      </Paper>
    </>
  );
}
