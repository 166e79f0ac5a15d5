import { Modal, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { defineMessages, useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import { HistorySince } from '@/modules/history/HistorySince';
import { useNodeReload } from '@/modules/relay/useNodeReload';
import { commonMessages } from '@/modules/ui/commonMessages';
import { EditForm } from '@/modules/ui/form/EditForm';
import { useEditForm, type FormErrors } from '@/modules/ui/form/useEditForm';
import { memberProblemMessage } from './memberErrors';
import { useUpdateEmployee } from './useUpdateEmployee';
import { validateMemberInput } from './validateMemberInput';

const messages = defineMessages({
  title: { id: 'member.edit.title', defaultMessage: 'Edit profile' },
  name: { id: 'member.field.name', defaultMessage: 'Name' },
  email: { id: 'member.field.email', defaultMessage: 'Email' },
  save: { id: 'member.edit.save', defaultMessage: 'Save' },
  saved: { id: 'member.edit.saved', defaultMessage: 'Profile saved.' },
});

const refetchQuery = graphql`
  query EditProfileModalRefetchQuery($id: ID!) {
    node(id: $id) {
      ... on Employee {
        id
        name
        email
        version
      }
    }
  }
`;

interface ProfileValues extends Record<string, unknown> {
  name: string;
  email: string;
}

interface Props {
  opened: boolean;
  onClose: () => void;
  employeeId: string;
  name: string;
  email: string;
  /** The member's version when the modal opened (sent as expectedVersion). */
  version: number | null;
}

/** Name and email of a member (self or admin), on the form recipe (expected version, conflict view). */
export function EditProfileModal({ opened, onClose, employeeId, name, email, version }: Props) {
  const intl = useIntl();
  const [commit, inFlight] = useUpdateEmployee();
  const form = useEditForm<ProfileValues>({
    current: { name, email },
    currentVersion: version,
    isNew: false,
    reload: useNodeReload(refetchQuery, employeeId),
    labels: { name: intl.formatMessage(messages.name), email: intl.formatMessage(messages.email) },
    prepare: (values) => ({ name: values.name.trim(), email: values.email.trim() }),
    validate: (values) => {
      const problems = validateMemberInput(values);
      const found: FormErrors<ProfileValues> = {};
      if (problems.name) found.name = memberProblemMessage(intl, problems.name);
      if (problems.email) found.email = memberProblemMessage(intl, problems.email);
      return found;
    },
    save: (values, expectedVersion, done) =>
      commit({
        variables: { input: { employeeId, expectedVersion: expectedVersion ?? 0, name: values.name, email: values.email } },
        onCompleted: () => {
          done.onSaved();
          notifications.show({ color: 'green', message: intl.formatMessage(messages.saved) });
          onClose();
        },
        onError: done.onError,
      }),
    inFlight,
  });
  const { values, errors, set, labels } = form;
  const title = intl.formatMessage(messages.title);
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={form.conflict ? 'xl' : 'md'} closeButtonProps={{ 'aria-label': intl.formatMessage(commonMessages.close) }}>
      <EditForm form={form} label={title} submitLabel={intl.formatMessage(messages.save)} onCancel={onClose} changes={(since) => <HistorySince nodeId={employeeId} sinceVersion={since} />}>
        <TextInput label={labels.name} required value={values.name} error={errors.name} onChange={(event) => set('name', event.currentTarget.value)} data-autofocus />
        <TextInput label={labels.email} required type="email" value={values.email} error={errors.email} onChange={(event) => set('email', event.currentTarget.value)} />
      </EditForm>
    </Modal>
  );
}
