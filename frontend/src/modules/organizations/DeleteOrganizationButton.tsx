import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useNavigate } from 'react-router';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { ClientError } from '@/modules/relay/ClientError';
import { errorMessage } from '@/modules/relay/errorMessages';
import { commonMessages } from '@/modules/ui/commonMessages';
import { CheckedDialog, DialogActions, useFreshDialog } from '@/modules/ui/ConfirmDialog';
import { ErrorAlert } from '@/modules/ui/ErrorAlert';
import { InUseNotice, type DependentCounts } from '@/modules/ui/InUseNotice';
import { useDeleteOrganization } from './useDeleteOrganization';
import type { DeleteOrganizationButtonQuery } from './__generated__/DeleteOrganizationButtonQuery.graphql';

const messages = defineMessages({
  delete: { id: 'organization.delete', defaultMessage: 'Delete' },
  title: { id: 'organization.delete.title', defaultMessage: 'Delete organization' },
  confirm: defineMessage<{ name: string }>({
    id: 'organization.delete.confirm',
    defaultMessage: 'Delete {name}? Its name becomes free again; its history is kept.',
  }),
  loading: { id: 'organization.delete.loading', defaultMessage: 'Checking what uses this organization…' },
  loadFailed: { id: 'organization.delete.loadFailed', defaultMessage: 'Could not check what uses this organization.' },
  inUseHint: { id: 'organization.delete.inUseHint', defaultMessage: 'Take the organization off them first, then delete it.' },
  refused: { id: 'organization.delete.refused', defaultMessage: 'The organization was not deleted' },
  deleted: defineMessage<{ name: string }>({ id: 'organization.delete.done', defaultMessage: '{name} was deleted.' }),
});

/** The server's refusal to delete an organization something depends on. */
const inUseCode = '201.O001.001';

interface BodyProps {
  id: string;
  name: string;
  fetchKey: number;
  onClose: () => void;
}

/** The organization's dependents, read as the dialog opens, then the question or the refusal. */
function DeleteBody({ id, name, fetchKey, onClose }: BodyProps) {
  const intl = useIntl();
  const to = useLocalePath();
  const navigate = useNavigate();
  const data = useLazyLoadQuery<DeleteOrganizationButtonQuery>(
    graphql`
      query DeleteOrganizationButtonQuery($id: ID!) {
        node(id: $id) {
          ... on Organization {
            id
            dependents {
              projects
              questions
              total
            }
          }
        }
      }
    `,
    { id },
    { fetchPolicy: 'network-only', fetchKey },
  );
  const [commit, inFlight] = useDeleteOrganization();
  const [refusal, setRefusal] = useState<{ message: string; inUse: boolean } | null>(null);
  const dependents = data.node?.dependents ?? null;
  const inUse = (dependents !== null && dependents.total > 0) || refusal?.inUse === true;
  const counts: DependentCounts = dependents ? { projects: dependents.projects, questions: dependents.questions } : {};

  const confirm = () => {
    if (inUse || inFlight) return;
    commit({
      variables: { input: { id } },
      onCompleted: (_response, errors) => {
        if (errors?.length) return;
        onClose();
        notifications.show({ color: 'green', message: intl.formatMessage(messages.deleted, { name }) });
        void navigate(to('/organizations'));
      },
      onError: (error) => setRefusal({ message: errorMessage(intl, error), inUse: error instanceof ClientError && error.code === inUseCode }),
    });
  };

  return (
    <Stack gap="md" data-testid="organization-delete" data-in-use={inUse || undefined}>
      {refusal && (
        <ErrorAlert title={intl.formatMessage(messages.refused)} testId="organization-delete-refusal">
          {refusal.message}
        </ErrorAlert>
      )}
      {inUse ? (
        <InUseNotice name={name} counts={counts} hint={intl.formatMessage(messages.inUseHint)} testId="organization-delete-in-use" />
      ) : (
        <Text size="sm">{intl.formatMessage(messages.confirm, { name })}</Text>
      )}
      <DialogActions
        onCancel={onClose}
        cancel={inUse ? commonMessages.close : commonMessages.cancel}
        confirm={{ label: intl.formatMessage(messages.title), color: 'red', loading: inFlight, disabled: inUse, onClick: confirm, testId: 'organization-delete-confirm' }}
      />
    </Stack>
  );
}

/**
 * Deletes behind a confirmation that first reads what uses the organization: one used by
 * projects or questions cannot be deleted, and the dialog says by how many, with Delete
 * disabled. Only Management may (issue 13): the detail shows the button only where the server's
 * `viewerCanDelete` allows it (issue 37 §3), and a refusal that comes anyway (of the check or of
 * the deletion, 201.O001.001 when something came to use it meanwhile) is shown in the dialog as
 * the server says it.
 */
export function DeleteOrganizationButton({ id, name }: { id: string; name: string }) {
  const intl = useIntl();
  const { opened, openings, open, close } = useFreshDialog();
  return (
    <>
      <Button variant="light" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={open} data-testid="organization-delete-open">
        {intl.formatMessage(messages.delete)}
      </Button>
      <CheckedDialog opened={opened} onClose={close} title={intl.formatMessage(messages.title)} attempt={openings} loading={intl.formatMessage(messages.loading)} loadFailed={intl.formatMessage(messages.loadFailed)}>
        <DeleteBody id={id} name={name} fetchKey={openings} onClose={close} />
      </CheckedDialog>
    </>
  );
}
