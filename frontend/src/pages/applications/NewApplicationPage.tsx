import { defineMessages, useIntl } from 'react-intl';
import { ApplicationForm, type ApplicationFormValues } from '@/modules/applications/ApplicationForm';
import { useCreateApplication } from '@/modules/applications/useCreateApplication';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { usePageTitle } from '@/modules/layout/usePageTitle';
import { usePageData } from '@/modules/routing/usePageData';
import { FormPage } from '@/modules/ui/form/FormPage';
import type { FormPageProps } from '@/modules/ui/form/useEditForm';
import { usePageForm } from '@/modules/ui/form/useSave';
import type { NewApplicationPageData } from './newApplicationPageLoader';
import { NewApplicationPageQuery } from './NewApplicationPageQuery';
import type { NewApplicationPageQuery as NewApplicationPageQueryType } from './__generated__/NewApplicationPageQuery.graphql';

const messages = defineMessages({
  title: { id: 'page.newApplication.title', defaultMessage: 'New Application' },
  submit: { id: 'page.newApplication.submit', defaultMessage: 'Create application' },
  created: { id: 'page.newApplication.created', defaultMessage: 'Application created.' },
});

/** /applications/new: project, name, description and status. */
export function NewApplicationPage() {
  const intl = useIntl();
  const to = useLocalePath();
  usePageTitle(intl.formatMessage(messages.title));
  const { projectId, data } = usePageData<NewApplicationPageQueryType, NewApplicationPageData>(NewApplicationPageQuery);
  const form: FormPageProps<ApplicationFormValues> = usePageForm(useCreateApplication(), {
    variables: ({ projectId, applicationName, description, statusId }) => ({ input: { projectId, applicationName, description, statusId } }),
    next: (response) => to(`/applications/${encodeURIComponent(response.createApplication.application.id)}`),
    saved: messages.created,
    submitLabel: messages.submit,
    cancelTo: to('/applications'),
  });

  return (
    <FormPage title={intl.formatMessage(messages.title)}>
      <ApplicationForm query={data} projectId={projectId} {...form} />
    </FormPage>
  );
}
