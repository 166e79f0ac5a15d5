import { ActionIcon, Anchor, Group, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { useShowError } from '@/modules/relay/showFailure';
import { OrganizationMemberForm } from './OrganizationMemberForm';
import { useRemoveOrganizationMember } from './useRemoveOrganizationMember';
import { useRestoreOrganizationMember } from './useRestoreOrganizationMember';
import { useUpdateOrganizationMember } from './useUpdateOrganizationMember';
import type { OrganizationMembers_organization$key } from './__generated__/OrganizationMembers_organization.graphql';
import { DialogModal } from '@/modules/ui/DialogModal';
import { UndoNotice, undoNoticeMs } from '@/modules/ui/UndoNotice';
import { ScrollTable } from '@/modules/ui/ScrollTable';
import { commonMessages } from '@/modules/ui/commonMessages';

const messages = defineMessages({
  caption: { id: 'organization.members.caption', defaultMessage: 'Members' },
  name: { id: 'organization.member.name', defaultMessage: 'Name' },
  email: { id: 'organization.member.email', defaultMessage: 'Email' },
  title: { id: 'organization.member.title', defaultMessage: 'Title' },
  phone: { id: 'organization.member.phone', defaultMessage: 'Phone' },
  actions: { id: 'organization.members.actions', defaultMessage: 'Actions' },
  none: { id: 'organization.members.none', defaultMessage: 'No members yet.' },
  edit: defineMessage<{ name: string }>({ id: 'organization.members.edit', defaultMessage: 'Edit {name}' }),
  remove: defineMessage<{ name: string }>({ id: 'organization.members.remove', defaultMessage: 'Remove {name}' }),
  editTitle: { id: 'organization.members.editTitle', defaultMessage: 'Edit member' },
  saved: { id: 'organization.members.saved', defaultMessage: 'Member saved.' },
  removed: defineMessage<{ name: string }>({ id: 'organization.members.removed', defaultMessage: '{name} was removed.' }),
  undo: { id: 'organization.members.undo', defaultMessage: 'Undo' },
  undoNamed: defineMessage<{ name: string }>({ id: 'organization.members.undoNamed', defaultMessage: 'Undo removing {name}' }),
  restored: defineMessage<{ name: string }>({ id: 'organization.members.restored', defaultMessage: '{name} is back.' }),
});

/**
 * The notice after a contact was removed, with Undo (issue 35: a deletion is followed at once
 * by an Undo): the server brings the contact back as they were, under their own id. Rendered by
 * the notifications container, inside Relay and the locale.
 */
function RemovedMemberNotice({ organizationId, memberId, name, notice }: { organizationId: string; memberId: string; name: string; notice: string }) {
  const intl = useIntl();
  const showError = useShowError();
  const [restore, restoring] = useRestoreOrganizationMember();
  const undo = () =>
    restore({
      variables: { input: { organizationId, memberId } },
      onCompleted: () => {
        notifications.hide(notice);
        notifications.show({ color: 'green', message: intl.formatMessage(messages.restored, { name }) });
      },
      onError: (error) => {
        notifications.hide(notice);
        showError(error);
      },
    });
  return (
    <UndoNotice
      message={intl.formatMessage(messages.removed, { name })}
      undo={{ label: intl.formatMessage(messages.undo), name: intl.formatMessage(messages.undoNamed, { name }) }}
      onUndo={undo}
      undoing={restoring}
      data-testid="organization-member-removed"
    />
  );
}

interface Member {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly title: string;
  readonly phone: string;
}

/** The organization's contact people (issue 13): a table with edit (a dialog) and remove per row, the removal followed by Undo (issue 35). */
export function OrganizationMembers({ organization }: { organization: OrganizationMembers_organization$key }) {
  const intl = useIntl();
  const showError = useShowError();
  const data = useFragment(
    graphql`
      fragment OrganizationMembers_organization on Organization {
        id
        members {
          id
          name
          email
          title
          phone
        }
      }
    `,
    organization,
  );
  const organizationId = data.id;
  const members = data.members;
  const [editing, setEditing] = useState<Member | null>(null);
  const [update, updating] = useUpdateOrganizationMember();
  const [remove, removing] = useRemoveOrganizationMember();
  if (members.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        {intl.formatMessage(messages.none)}
      </Text>
    );
  }
  return (
    <>
      <ScrollTable
        minWidth={640}
        columns={[messages.name, messages.email, messages.title, messages.phone, { label: messages.actions, w: 90 }]}
        withTableBorder
        striped
        aria-label={intl.formatMessage(messages.caption)}
        data-testid="organization-members"
      >
        {members.map((member) => (
          <Table.Tr key={member.id} data-testid="organization-member">
            <Table.Td>{member.name}</Table.Td>
            <Table.Td>
              <Anchor href={`mailto:${member.email}`} size="sm">
                {member.email}
              </Anchor>
            </Table.Td>
            <Table.Td>{member.title}</Table.Td>
            <Table.Td>{member.phone && <Anchor href={`tel:${member.phone}`} size="sm">{member.phone}</Anchor>}</Table.Td>
            <Table.Td>
              <Group gap={4} wrap="nowrap">
                <ActionIcon variant="subtle" aria-label={intl.formatMessage(messages.edit, { name: member.name })} onClick={() => setEditing(member)}>
                  <IconEdit size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  loading={removing}
                  aria-label={intl.formatMessage(messages.remove, { name: member.name })}
                  onClick={() =>
                    remove({
                      variables: { input: { organizationId, memberId: member.id } },
                      onCompleted: () => {
                        // One notice per removal, so an Undo hides its own.
                        const notice = `organization-member-removed-${member.id}-${Date.now()}`;
                        notifications.show({
                          id: notice,
                          color: 'green',
                          autoClose: undoNoticeMs,
                          message: <RemovedMemberNotice organizationId={organizationId} memberId={member.id} name={member.name} notice={notice} />,
                        });
                      },
                      onError: showError,
                    })
                  }
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </ScrollTable>
      <DialogModal opened={editing !== null} onClose={() => setEditing(null)} title={intl.formatMessage(messages.editTitle)} size="lg">
        {editing && (
          <OrganizationMemberForm
            key={editing.id}
            initial={{ name: editing.name, email: editing.email, title: editing.title, phone: editing.phone }}
            submitLabel={intl.formatMessage(commonMessages.save)}
            inFlight={updating}
            onCancel={() => setEditing(null)}
            onSubmit={(values, { onError, onSaved }) =>
              update({
                variables: { input: { organizationId, memberId: editing.id, ...values } },
                onCompleted: () => {
                  onSaved();
                  setEditing(null);
                  notifications.show({ color: 'green', message: intl.formatMessage(messages.saved) });
                },
                onError,
              })
            }
          />
        )}
      </DialogModal>
    </>
  );
}
