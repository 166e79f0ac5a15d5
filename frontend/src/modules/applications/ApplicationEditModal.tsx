import { defineMessages, useIntl } from 'react-intl';
import { FormDialog } from '@/modules/ui/form/FormDialog';
import { useDialogForm } from '@/modules/ui/form/useSave';
import { ApplicationForm, type ApplicationFormValues } from './ApplicationForm';
import { useUpdateApplication } from './useUpdateApplication';
import type { ApplicationForm_application$key } from './__generated__/ApplicationForm_application.graphql';

const messages = defineMessages({
  title: { id: 'application.edit.title', defaultMessage: 'Edit application' },
  submit: { id: 'application.edit.submit', defaultMessage: 'Save changes' },
  saved: { id: 'application.edit.saved', defaultMessage: 'Application saved.' },
});

interface Props {
  id: string;
  application: ApplicationForm_application$key;
  onClose: () => void;
}

/** Name and description of an application, on the form recipe (expectedVersion, the conflict view). */
export function ApplicationEditModal({ id, application, onClose }: Props) {
  const intl = useIntl();
  const form = useDialogForm(useUpdateApplication(), {
    variables: (values: ApplicationFormValues, expectedVersion) => ({
      input: { id, expectedVersion, applicationName: values.applicationName, description: values.description },
    }),
    saved: messages.saved,
    submitLabel: messages.submit,
    onClose,
  });
  return (
    <FormDialog title={intl.formatMessage(messages.title)} onClose={onClose} size="xl">
      <ApplicationForm application={application} {...form} />
    </FormDialog>
  );
}
