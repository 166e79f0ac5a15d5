import { Button, Checkbox, Group, Select, Stack, TextInput } from '@mantine/core';
import { Suspense, useState, type FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { errorMessage } from '@/modules/relay/errorMessages';
import { DialogModal } from '@/modules/ui/DialogModal';
import { ErrorAlert } from '@/modules/ui/ErrorAlert';
import { commonMessages } from '@/modules/ui/commonMessages';
import type { SavedViewFormModalQuery } from './__generated__/SavedViewFormModalQuery.graphql';

const messages = defineMessages({
  name: { id: 'views.form.name', defaultMessage: 'Name' },
  sharing: { id: 'views.form.sharing', defaultMessage: 'Who sees it' },
  private: { id: 'views.form.private', defaultMessage: 'Only me' },
  sharingHint: { id: 'views.form.sharingHint', defaultMessage: 'Everyone holding the role sees the view (and only the rows they may see).' },
  current: { id: 'views.form.current', defaultMessage: 'Save the list’s current filter, sort and columns' },
});

const rolesQuery = graphql`
  query SavedViewFormModalQuery {
    roles {
      roleId
      name
    }
  }
`;

export interface SavedViewValues {
  name: string;
  sharedWithRoleId: number | null;
  /** Edit only: replace the view's query with the list's current one. */
  useCurrent: boolean;
}

interface Props {
  title: string;
  submitLabel: string;
  initial: SavedViewValues;
  /** Edit on the view's own list: offer to save its current filter. */
  offerCurrent?: boolean;
  busy: boolean;
  error: unknown;
  onSubmit: (values: SavedViewValues) => void;
  onClose: () => void;
}

function RoleSelect({ value, onChange }: { value: number | null; onChange: (value: number | null) => void }) {
  const intl = useIntl();
  const { roles } = useLazyLoadQuery<SavedViewFormModalQuery>(rolesQuery, {});
  const data = [
    { value: '', label: intl.formatMessage(messages.private) },
    ...[...roles].sort((a, b) => a.name.localeCompare(b.name)).map((role) => ({ value: String(role.roleId), label: role.name })),
  ];
  return (
    <Select
      label={intl.formatMessage(messages.sharing)}
      description={intl.formatMessage(messages.sharingHint)}
      data={data}
      value={value === null ? '' : String(value)}
      onChange={(next) => onChange(next ? Number(next) : null)}
      allowDeselect={false}
      data-testid="saved-view-sharing"
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** A saved view's name and sharing (and, on its list, its filter): the create and edit dialogs. */
export function SavedViewFormModal({ title, submitLabel, initial, offerCurrent, busy, error, onSubmit, onClose }: Props) {
  const intl = useIntl();
  const [values, setValues] = useState<SavedViewValues>(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit(values);
  };
  return (
    <DialogModal opened onClose={onClose} title={title}>
      <form onSubmit={submit} data-testid="saved-view-form">
        <Stack gap="sm">
          {error ? <ErrorAlert testId="saved-view-error">{errorMessage(intl, error)}</ErrorAlert> : null}
          <TextInput
            label={intl.formatMessage(messages.name)}
            value={values.name}
            onChange={(event) => setValues({ ...values, name: event.currentTarget.value })}
            required
            maxLength={100}
            data-autofocus
            data-testid="saved-view-name"
          />
          <Suspense fallback={null}>
            <RoleSelect value={values.sharedWithRoleId} onChange={(sharedWithRoleId) => setValues({ ...values, sharedWithRoleId })} />
          </Suspense>
          {offerCurrent ? (
            <Checkbox
              label={intl.formatMessage(messages.current)}
              checked={values.useCurrent}
              onChange={(event) => setValues({ ...values, useCurrent: event.currentTarget.checked })}
            />
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {intl.formatMessage(commonMessages.cancel)}
            </Button>
            <Button type="submit" loading={busy} data-testid="saved-view-submit">
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </DialogModal>
  );
}
