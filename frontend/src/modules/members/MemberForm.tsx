import { PasswordInput, TextInput } from '@mantine/core';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { EditForm } from '@/modules/ui/form/EditForm';
import { SearchMultiSelect } from '@/modules/ui/form/SearchSelect';
import { useEditForm, type FormErrors, type FormPageProps } from '@/modules/ui/form/useEditForm';
import { memberProblemMessage } from './memberErrors';
import { validateMemberInput } from './validateMemberInput';
import { memberMessages } from './memberMessages';
import type { MemberForm_query$key } from './__generated__/MemberForm_query.graphql';

const messages = defineMessages({
  password: { id: 'member.field.password', defaultMessage: 'Initial password' },
  passwordHint: { id: 'member.field.passwordHint', defaultMessage: 'The member can change it after signing in.' },
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

interface Props extends FormPageProps<MemberFormValues> {
  query: MemberForm_query$key;
}

/** New member: name, email, initial password and roles; server errors beside the field. */
export function MemberForm({ query, ...page }: Props) {
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
  const form = useEditForm<MemberFormValues>({
    current: { name: '', email: '', password: '', roleIds: [] },
    currentVersion: null,
    labels: {
      name: memberMessages.name,
      email: memberMessages.email,
      password: messages.password,
      roleIds: memberMessages.roles,
    },
    trim: ['name', 'email'],
    validate: (values) => {
      const problems = validateMemberInput(values);
      const found: FormErrors<MemberFormValues> = {};
      if (problems.name) found.name = memberProblemMessage(intl, problems.name);
      if (problems.email) found.email = memberProblemMessage(intl, problems.email);
      if (problems.password) found.password = memberProblemMessage(intl, problems.password);
      return found;
    },
    page,
  });
  const { values } = form;

  return (
    <EditForm form={form} messages={messages}>
      <TextInput {...form.input('name')} required data-autofocus />
      <TextInput {...form.input('email')} required type="email" autoComplete="off" />
      <PasswordInput
        {...form.input('password')}
        description={intl.formatMessage(messages.passwordHint)}
        required
        autoComplete="new-password"
        visibilityToggleButtonProps={{ 'aria-label': intl.formatMessage(messages.toggleVisibility) }}
      />
      <SearchMultiSelect
        {...form.bind('roleIds')}
        placeholder={values.roleIds.length ? undefined : intl.formatMessage(memberMessages.noRoles)}
        clearable
        data={data.roles.map((role) => ({ value: String(role.roleId), label: role.name }))}
        value={values.roleIds.map(String)}
        onChange={(next) => form.set('roleIds', next.map(Number))}
      />
    </EditForm>
  );
}
