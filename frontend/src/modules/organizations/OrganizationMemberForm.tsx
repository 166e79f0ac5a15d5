import { SimpleGrid, TextInput } from '@mantine/core';
import { defineMessages } from 'react-intl';
import { EditForm } from '@/modules/ui/form/EditForm';
import { useEditForm, type SaveDone } from '@/modules/ui/form/useEditForm';

const messages = defineMessages({
  form: { id: 'organization.member.form', defaultMessage: 'Member' },
  name: { id: 'organization.member.name', defaultMessage: 'Name' },
  email: { id: 'organization.member.email', defaultMessage: 'Email' },
  title: { id: 'organization.member.title', defaultMessage: 'Title' },
  phone: { id: 'organization.member.phone', defaultMessage: 'Phone' },
  nameRequired: { id: 'organization.member.nameRequired', defaultMessage: 'Enter a name.' },
  failed: { id: 'organization.member.failed', defaultMessage: 'The member could not be saved' },
});

export interface MemberValues extends Record<string, unknown> {
  name: string;
  email: string;
  title: string;
  phone: string;
}

export const emptyMember: MemberValues = { name: '', email: '', title: '', phone: '' };

interface Props {
  initial?: MemberValues;
  submitLabel: string;
  inFlight: boolean;
  onSubmit: (values: MemberValues, done: SaveDone) => void;
  onCancel: () => void;
}

/**
 * A contact person's fields (issue 13) on the form recipe: Ctrl+Enter submits, and the
 * server's errors ("Invalid email", "A member with this email already exists") sit under
 * the field it names (`extensions.field`).
 */
export function OrganizationMemberForm({ initial, submitLabel, inFlight, onSubmit, onCancel }: Props) {
  const form = useEditForm<MemberValues>({
    current: initial ?? emptyMember,
    currentVersion: null,
    // Editing a contact person: Save only once something changed.
    isNew: !initial,
    labels: {
      name: messages.name,
      email: messages.email,
      title: messages.title,
      phone: messages.phone,
    },
    trim: ['name', 'email', 'title', 'phone'],
    required: { name: messages.nameRequired },
    // A contact person has no version: the page's save takes the values alone.
    save: (values, _version, done) => onSubmit(values, done),
    inFlight,
  });
  return (
    <EditForm form={form} messages={messages} submitLabel={submitLabel} onCancel={onCancel} autoFocus>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput {...form.input('name')} required data-autofocus />
        <TextInput {...form.input('email')} required type="email" />
        <TextInput {...form.input('title')} />
        <TextInput {...form.input('phone')} type="tel" />
      </SimpleGrid>
    </EditForm>
  );
}
