import { Alert, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { ClientError } from '@/modules/relay/ClientError';
import { errorMessage } from '@/modules/relay/errorMessages';
import { FormActions } from '@/modules/ui/form/FormActions';
import { RecipeForm } from '@/modules/ui/form/RecipeForm';
import { useUnsavedChanges } from '@/modules/ui/form/unsavedChanges';
import type { SaveDone } from '@/modules/ui/form/useEditForm';
import { useFormRecipe } from '@/modules/ui/form/useFormRecipe';

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

type Field = keyof MemberValues & string;
const fields: readonly Field[] = ['name', 'email', 'title', 'phone'];

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
  const intl = useIntl();
  const recipe = useFormRecipe<MemberValues>({ current: initial ?? emptyMember, currentVersion: null });
  const { values } = recipe;
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const set = (field: Field, value: string) => {
    recipe.set(field, value);
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };
  const canSave = initial ? recipe.dirty : true;
  // Leaving with unsaved changes asks first; after Save, Back does not lead here again (issue 37 §3).
  const release = useUnsavedChanges(recipe.dirty);
  const navigate = useNavigate();
  const submit = () => {
    if (!canSave || inFlight) return;
    setFormError(null);
    const sent: MemberValues = { name: values.name.trim(), email: values.email.trim(), title: values.title.trim(), phone: values.phone.trim() };
    if (!sent.name) {
      setErrors({ name: intl.formatMessage(messages.nameRequired) });
      return;
    }
    setErrors({});
    onSubmit(sent, {
      onSaved: (next) => {
        release();
        recipe.saved(sent, null);
        if (next !== undefined) void navigate(next, { replace: true });
      },
      onError: (error) => {
        const field = error instanceof ClientError ? fields.find((candidate) => candidate === error.field) : undefined;
        if (field) setErrors({ [field]: errorMessage(intl, error) });
        else setFormError(errorMessage(intl, error));
      },
    });
  };
  return (
    <RecipeForm onSubmit={submit} label={intl.formatMessage(messages.form)} autoFocus>
      <Stack gap="md">
        {formError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} title={intl.formatMessage(messages.failed)} role="alert">
            {formError}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={intl.formatMessage(messages.name)} required value={values.name} error={errors.name} onChange={(event) => set('name', event.currentTarget.value)} data-autofocus />
          <TextInput label={intl.formatMessage(messages.email)} required type="email" value={values.email} error={errors.email} onChange={(event) => set('email', event.currentTarget.value)} />
          <TextInput label={intl.formatMessage(messages.title)} value={values.title} error={errors.title} onChange={(event) => set('title', event.currentTarget.value)} />
          <TextInput label={intl.formatMessage(messages.phone)} type="tel" value={values.phone} error={errors.phone} onChange={(event) => set('phone', event.currentTarget.value)} />
        </SimpleGrid>
        <FormActions submitLabel={submitLabel} dirty={canSave} inFlight={inFlight} onCancel={onCancel} />
      </Stack>
    </RecipeForm>
  );
}
