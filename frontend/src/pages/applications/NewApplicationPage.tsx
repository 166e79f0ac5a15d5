import { defineMessages } from 'react-intl';
import { ApplicationForm, type ApplicationFormValues } from '@/modules/applications/ApplicationForm';
import { useCreateApplication } from '@/modules/applications/useCreateApplication';
import { usePageData } from '@/modules/routing/usePageData';
import { TitledFormPage, useNewRecordForm } from '@/modules/ui/form/RecordFormPage';
import type { FormPageProps } from '@/modules/ui/form/useEditForm';
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
  const { projectId, data } = usePageData<NewApplicationPageQueryType, NewApplicationPageData>(NewApplicationPageQuery);
  const form: FormPageProps<ApplicationFormValues> = useNewRecordForm(useCreateApplication(), {
    variables: ({ projectId, applicationName, description, statusId }) => ({ input: { projectId, applicationName, description, statusId } }),
    list: '/applications',
    created: (response) => response.createApplication.application.id,
    saved: messages.created,
    submitLabel: messages.submit,
  });

  return (
    <TitledFormPage title={messages.title}>
      <ApplicationForm query={data} projectId={projectId} {...form} />
    </TitledFormPage>
  );
}
