import { Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { defineMessages, useIntl } from 'react-intl';
import { commonMessages } from '@/modules/ui/commonMessages';
import { ApplicationForm, type ApplicationFormSubmit } from './ApplicationForm';
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
  const [commit, inFlight] = useUpdateApplication();
  const submit: ApplicationFormSubmit = (values, expectedVersion, { onError, onSaved }) => {
    commit({
      variables: { input: { id, expectedVersion: expectedVersion ?? 0, applicationName: values.applicationName, description: values.description } },
      onCompleted: () => {
        onSaved();
        notifications.show({ color: 'green', message: intl.formatMessage(messages.saved) });
        onClose();
      },
      onError,
    });
  };
  return (
    <Modal opened onClose={onClose} title={intl.formatMessage(messages.title)} size="xl" closeButtonProps={{ 'aria-label': intl.formatMessage(commonMessages.close) }}>
      <ApplicationForm application={application} submitLabel={intl.formatMessage(messages.submit)} inFlight={inFlight} onSubmit={submit} onCancel={onClose} />
    </Modal>
  );
}
