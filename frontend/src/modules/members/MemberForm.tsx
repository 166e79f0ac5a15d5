import { Alert, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { graphql, useFragment } from 'react-relay';
import { ClientError } from '@/modules/relay/ClientError';
import { errorMessage } from '@/modules/relay/errorMessages';
import { FormActions } from '@/modules/ui/form/FormActions';
import { RecipeForm } from '@/modules/ui/form/RecipeForm';
import { useUnsavedChanges } from '@/modules/ui/form/unsavedChanges';
import type { SaveDone } from '@/modules/ui/form/useEditForm';
import { SearchMultiSelect } from '@/modules/ui/form/SearchSelect';
import { useFormRecipe } from '@/modules/ui/form/useFormRecipe';
import { memberProblemMessage } from './memberErrors';
import { validateMemberInput } from './validateMemberInput';
import type { MemberForm_query$key } from './__generated__/MemberForm_query.graphql';

const messages = defineMessages({
  name: { id: 'member.field.name', defaultMessage: 'Name' },
  email: { id: 'member.field.email', defaultMessage: 'Email' },
  password: { id: 'member.field.password', defaultMessage: 'Initial password' },
  passwordHint: { id: 'member.field.passwordHint', defaultMessage: 'The member can change it after signing in.' },
  roles: { id: 'member.field.roles', defaultMessage: 'Roles' },
  noRoles: { id: 'member.field.noRoles', defaultMessage: 'No role' },
  failed: { id: 'member.form.failed', defaultMessage: 'The member could not be saved' },
  form: { id: 'member.form.label', defaultMessage: 'Member' },
  toggleVisibility: { id: 'auth.signIn.toggleVisibility', defaultMessage: 'Show or hide the characters' },
});

export interface MemberFormValues extends Record<string, unknown> {
  name: string;
  email: string;
  password: string;
  roleIds: number[];
}

type Field = keyof MemberFormValues & string;
const fields: readonly Field[] = ['name', 'email', 'password', 'roleIds'];

interface Props {
  query: MemberForm_query$key;
  submitLabel: string;
  inFlight: boolean;
  onSubmit: (values: MemberFormValues, done: SaveDone) => void;
  onCancel: () => void;
}

/** New member: name, email, initial password and roles; server errors beside the field. */
export function MemberForm({ query, submitLabel, inFlight, onSubmit, onCancel }: Props) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment MemberForm_query on Query {
        roles {
          roleId
          name
        }
      }
    `,
    query,
  );
  const recipe = useFormRecipe<MemberFormValues>({ current: { name: '', email: '', password: '', roleIds: [] }, currentVersion: null });
  const { values } = recipe;
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const set = <K extends Field>(field: K, value: MemberFormValues[K]) => {
    recipe.set(field, value);
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  // Leaving with unsaved changes asks first; after Save, Back does not lead here again (issue 37 §3).
  const release = useUnsavedChanges(recipe.dirty);
  const navigate = useNavigate();

  const submit = () => {
    if (inFlight) return;
    setFormError(null);
    const problems = validateMemberInput(values);
    const found: Partial<Record<Field, string>> = {};
    if (problems.name) found.name = memberProblemMessage(intl, problems.name);
    if (problems.email) found.email = memberProblemMessage(intl, problems.email);
    if (problems.password) found.password = memberProblemMessage(intl, problems.password);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onSubmit(
      { ...values, name: values.name.trim(), email: values.email.trim() },
      {
        onSaved: (next) => {
          release();
          recipe.saved(values, null);
          if (next !== undefined) void navigate(next, { replace: true });
        },
        onError: (error) => {
          const field = error instanceof ClientError ? fields.find((candidate) => candidate === error.field) : undefined;
          if (field) setErrors({ [field]: errorMessage(intl, error) });
          else setFormError(errorMessage(intl, error));
        },
      },
    );
  };

  return (
    <RecipeForm onSubmit={submit} label={intl.formatMessage(messages.form)} autoFocus>
      <Stack gap="md">
        {formError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} title={intl.formatMessage(messages.failed)} role="alert">
            {formError}
          </Alert>
        )}
        <TextInput
          label={intl.formatMessage(messages.name)}
          required
          value={values.name}
          error={errors.name}
          onChange={(event) => set('name', event.currentTarget.value)}
          data-autofocus
        />
        <TextInput
          label={intl.formatMessage(messages.email)}
          required
          type="email"
          autoComplete="off"
          value={values.email}
          error={errors.email}
          onChange={(event) => set('email', event.currentTarget.value)}
        />
        <PasswordInput
          label={intl.formatMessage(messages.password)}
          description={intl.formatMessage(messages.passwordHint)}
          required
          autoComplete="new-password"
          visibilityToggleButtonProps={{ 'aria-label': intl.formatMessage(messages.toggleVisibility) }}
          value={values.password}
          error={errors.password}
          onChange={(event) => set('password', event.currentTarget.value)}
        />
        <SearchMultiSelect
          label={intl.formatMessage(messages.roles)}
          placeholder={values.roleIds.length ? undefined : intl.formatMessage(messages.noRoles)}
          clearable
          data={data.roles.map((role) => ({ value: String(role.roleId), label: role.name }))}
          value={values.roleIds.map(String)}
          error={errors.roleIds}
          onChange={(next) => set('roleIds', next.map(Number))}
        />
        <FormActions submitLabel={submitLabel} dirty inFlight={inFlight} onCancel={onCancel} />
      </Stack>
    </RecipeForm>
  );
}
