import { Alert, Modal, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { HistorySince } from '@/modules/history/HistorySince';
import { ClientError } from '@/modules/relay/ClientError';
import { errorMessage } from '@/modules/relay/errorMessages';
import { commonMessages } from '@/modules/ui/commonMessages';
import { ConflictPanel, type ConflictRow } from '@/modules/ui/form/ConflictPanel';
import { FormActions } from '@/modules/ui/form/FormActions';
import { KeptValues } from '@/modules/ui/form/KeptValues';
import { RecipeForm } from '@/modules/ui/form/RecipeForm';
import { useFormRecipe } from '@/modules/ui/form/useFormRecipe';
import { memberProblemMessage } from './memberErrors';
import { useUpdateEmployee } from './useUpdateEmployee';
import { validateMemberInput } from './validateMemberInput';
import type { EditProfileModalRefetchQuery } from './__generated__/EditProfileModalRefetchQuery.graphql';

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
  const environment = useRelayEnvironment();
  const [theirsLoaded, setTheirsLoaded] = useState(false);
  const current: ProfileValues = { name, email };
  const recipe = useFormRecipe<ProfileValues>({
    current,
    currentVersion: version,
    onConflict: () => {
      setTheirsLoaded(false);
      fetchQuery<EditProfileModalRefetchQuery>(environment, refetchQuery, { id: employeeId }, { fetchPolicy: 'network-only' })
        .toPromise()
        .then(
          () => setTheirsLoaded(true),
          () => setTheirsLoaded(true),
        );
    },
  });
  const { values } = recipe;
  const [errors, setErrors] = useState<{ name?: string; email?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [commit, inFlight] = useUpdateEmployee();
  const labels = { name: intl.formatMessage(messages.name), email: intl.formatMessage(messages.email) };

  const send = (values: ProfileValues, expectedVersion: number | null) => {
    setFormError(null);
    const problems = validateMemberInput({ name: values.name, email: values.email });
    const found: { name?: string; email?: string } = {};
    if (problems.name) found.name = memberProblemMessage(intl, problems.name);
    if (problems.email) found.email = memberProblemMessage(intl, problems.email);
    setErrors(found);
    if (found.name || found.email) return;
    commit({
      variables: { input: { employeeId, expectedVersion: expectedVersion ?? 0, name: values.name.trim(), email: values.email.trim() } },
      onCompleted: () => {
        notifications.show({ color: 'green', message: intl.formatMessage(messages.saved) });
        onClose();
      },
      onError: (error) => {
        if (expectedVersion !== null && recipe.handleError(error, expectedVersion)) return;
        const field = error instanceof ClientError ? error.field : null;
        if (field === 'name' || field === 'email') setErrors({ [field]: errorMessage(intl, error) });
        else setFormError(errorMessage(intl, error));
      },
    });
  };
  const submit = () => {
    if (!recipe.dirty || inFlight) return;
    send(values, recipe.version);
  };
  const conflict = recipe.conflict;
  const rows: ConflictRow[] = conflict
    ? (['name', 'email'] as const)
        .filter((field) => recipe.changedFields.includes(field) && conflict.mine[field] !== current[field])
        .map((field) => ({ key: field, label: labels[field], mine: conflict.mine[field], theirs: current[field] }))
    : [];
  const kept = recipe.kept;
  return (
    <Modal opened={opened} onClose={onClose} title={intl.formatMessage(messages.title)} size={conflict ? 'xl' : 'md'}
      closeButtonProps={{ 'aria-label': intl.formatMessage(commonMessages.close) }}
    >
      <RecipeForm onSubmit={submit} label={intl.formatMessage(messages.title)}>
        <Stack gap="md">
          {formError && (
            <Alert color="red" role="alert">
              {formError}
            </Alert>
          )}
          {conflict && (
            <ConflictPanel
              rows={rows}
              changes={<HistorySince nodeId={employeeId} sinceVersion={conflict.expectedVersion} />}
              theirsReady={theirsLoaded && (conflict.currentVersion === null || (version ?? 0) >= conflict.currentVersion)}
              saving={inFlight}
              onReload={recipe.reloadTheirs}
              onSaveMine={() => {
                const mine = recipe.mineOverTheirs();
                send(mine.values, mine.version);
              }}
            />
          )}
          {kept && (
            <KeptValues
              rows={(Object.keys(kept) as ('name' | 'email')[]).map((field) => ({ key: field, label: labels[field], text: String(kept[field]) }))}
              onRestore={(field) => recipe.restoreKept(field as 'name' | 'email')}
              onDismiss={recipe.dismissKept}
            />
          )}
          <TextInput
            label={labels.name}
            required
            value={values.name}
            error={errors.name}
            onChange={(event) => {
              recipe.set('name', event.currentTarget.value);
              setErrors((previous) => ({ ...previous, name: undefined }));
            }}
            data-autofocus
          />
          <TextInput
            label={labels.email}
            required
            type="email"
            value={values.email}
            error={errors.email}
            onChange={(event) => {
              recipe.set('email', event.currentTarget.value);
              setErrors((previous) => ({ ...previous, email: undefined }));
            }}
          />
          <FormActions submitLabel={intl.formatMessage(messages.save)} dirty={recipe.dirty} inFlight={inFlight} onCancel={onClose} />
        </Stack>
      </RecipeForm>
    </Modal>
  );
}
