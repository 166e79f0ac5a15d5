import { TextInput } from '@mantine/core';
import { defineMessages, useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import { historyChanges } from '@/modules/history/HistoryEditForm';
import { commonMessages } from '@/modules/ui/commonMessages';
import { EditFormModal } from '@/modules/ui/form/EditFormModal';
import type { FormErrors } from '@/modules/ui/form/useEditForm';
import { useRecordForm } from '@/modules/ui/form/useRecordForm';
import { useDialogForm } from '@/modules/ui/form/useSave';
import { memberProblemMessage } from './memberErrors';
import { useUpdateEmployee } from './useUpdateEmployee';
import { validateMemberInput } from './validateMemberInput';
import { memberMessages } from './memberMessages';

const messages = defineMessages({
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
  /** The member's version as stored now (the modal opens at it and sends it as expectedVersion). */
  version: number;
}

/** Name and email of a member (self or admin), on the form recipe (expected version, conflict view). */
export function EditProfileModal({ opened, onClose, employeeId, name, email, version }: Props) {
  const intl = useIntl();
  const form = useRecordForm<ProfileValues>({
    current: { name, email },
    record: { id: employeeId, version },
    refetch: refetchQuery,
    labels: { name: memberMessages.name, email: memberMessages.email },
    trim: ['name', 'email'],
    validate: (values) => {
      const problems = validateMemberInput(values);
      const found: FormErrors<ProfileValues> = {};
      if (problems.name) found.name = memberProblemMessage(intl, problems.name);
      if (problems.email) found.email = memberProblemMessage(intl, problems.email);
      return found;
    },
    page: useDialogForm(useUpdateEmployee(), {
      variables: (values: ProfileValues, expectedVersion) => ({ input: { employeeId, expectedVersion, name: values.name, email: values.email } }),
      saved: messages.saved,
      submitLabel: commonMessages.save,
      onClose,
    }),
  });
  return (
    <EditFormModal
      form={form}
      opened={opened}
      title={intl.formatMessage(memberMessages.editTitle)}
      onClose={onClose}
      changes={historyChanges(form)}
    >
      <TextInput {...form.input('name')} required data-autofocus />
      <TextInput {...form.input('email')} required type="email" />
    </EditFormModal>
  );
}
