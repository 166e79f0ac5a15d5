import { Anchor, List, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link } from 'react-router';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { errorMessage } from '@/modules/relay/errorMessages';
import { commonMessages } from '@/modules/ui/commonMessages';
import { BlockedNotice, CheckedDialog, DialogActions } from '@/modules/ui/ConfirmDialog';
import { ErrorAlert } from '@/modules/ui/ErrorAlert';
import { memberPageSize, toMemberSearchParams } from './memberListParams';
import { roleDependentEntries, roleDependentsOfError, type RoleDependentCounts, type RoleDependentKind } from './roleDependents';
import { useDeleteRole } from './useDeleteRole';
import type { RoleDeleteModalQuery } from './__generated__/RoleDeleteModalQuery.graphql';

const messages = defineMessages({
  title: { id: 'role.deleteModal.title', defaultMessage: 'Delete role' },
  loading: { id: 'role.deleteModal.loading', defaultMessage: 'Checking what uses this role…' },
  loadFailed: { id: 'role.deleteModal.loadFailed', defaultMessage: 'Could not check what uses this role.' },
  gone: { id: 'role.deleteModal.gone', defaultMessage: 'This role no longer exists: someone deleted it in the meantime.' },
  ask: defineMessage<{ name: string }>({ id: 'role.deleteModal.ask', defaultMessage: 'Delete the role “{name}”?' }),
  askHint: {
    id: 'role.deleteModal.askHint',
    defaultMessage: 'Nothing uses it now. Records that mention it keep its name, and you can restore it from “Deleted roles” afterwards.',
  },
  inUseTitle: defineMessage<{ name: string }>({ id: 'role.deleteModal.inUseTitle', defaultMessage: '“{name}” cannot be deleted' }),
  inUseBody: {
    id: 'role.deleteModal.inUseBody',
    defaultMessage: 'It is in use. Take the role off everything below first, then delete it.',
  },
  refused: { id: 'role.deleteModal.refused', defaultMessage: 'The role was not deleted' },
  confirm: { id: 'role.deleteModal.confirm', defaultMessage: 'Delete role' },
  showMembers: { id: 'role.deleteModal.showMembers', defaultMessage: 'Show these members' },
  showPermissionCategories: { id: 'role.deleteModal.showPermissionCategories', defaultMessage: 'Open permission categories' },
});

const kindMessages: Readonly<Record<RoleDependentKind, MessageDescriptor>> = defineMessages({
  members: {
    id: 'role.dependents.members',
    defaultMessage: '{count, plural, one {# active member holds it} other {# active members hold it}}',
  },
  documents: {
    id: 'role.dependents.documents',
    defaultMessage: '{count, plural, one {# document gives it access} other {# documents give it access}}',
  },
  permissionCategories: {
    id: 'role.dependents.permissionCategories',
    defaultMessage: '{count, plural, one {# permission category gives it access} other {# permission categories give it access}}',
  },
  workflowTemplates: {
    id: 'role.dependents.workflowTemplates',
    defaultMessage: '{count, plural, one {# workflow template has a step it approves} other {# workflow templates have steps it approves}}',
  },
  workflowInstances: {
    id: 'role.dependents.workflowInstances',
    defaultMessage: '{count, plural, one {# workflow in progress has a step it approves} other {# workflows in progress have steps it approves}}',
  },
});

export interface DeletableRole {
  roleId: number;
  name: string;
}

interface BodyProps {
  role: DeletableRole;
  fetchKey: number;
  onClose: () => void;
  onDeleted: (role: DeletableRole) => void;
}

/** Where the admin goes to take the role off what depends on it (null: no screen lists them by role). */
function dependentPath(kind: RoleDependentKind, roleId: number): string | null {
  if (kind === 'members') {
    const search = toMemberSearchParams({ keyword: '', roleIds: [roleId], includeDeactivated: false, count: memberPageSize });
    return `/members?${search.toString()}`;
  }
  if (kind === 'permissionCategories') return '/documents?view=permissions';
  return null;
}

function DependentList({ roleId, counts, onNavigate }: { roleId: number; counts: RoleDependentCounts; onNavigate: () => void }) {
  const intl = useIntl();
  const to = useLocalePath();
  return (
    <List spacing={6} size="sm" data-testid="role-dependents">
      {roleDependentEntries(counts).map(({ kind, count }) => {
        const path = dependentPath(kind, roleId);
        return (
          <List.Item key={kind} data-kind={kind} data-count={count}>
            <Stack gap={0}>
              <Text size="sm">{intl.formatMessage(kindMessages[kind], { count })}</Text>
              {path && (
                <Anchor component={Link} to={to(path)} size="sm" onClick={onNavigate}>
                  {intl.formatMessage(kind === 'members' ? messages.showMembers : messages.showPermissionCategories)}
                </Anchor>
              )}
            </Stack>
          </List.Item>
        );
      })}
    </List>
  );
}

/** The role's dependents, read when the dialog opens (never cached: someone may have given the role meanwhile). */
function RoleDeleteBody({ role, fetchKey, onClose, onDeleted }: BodyProps) {
  const intl = useIntl();
  const data = useLazyLoadQuery<RoleDeleteModalQuery>(
    graphql`
      query RoleDeleteModalQuery {
        roles {
          roleId
          name
          roleCategoryId
          memberCount
          version
          dependents {
            members
            documents
            permissionCategories
            workflowTemplates
            workflowInstances
            total
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'network-only', fetchKey },
  );
  const [deleteRole, deleting] = useDeleteRole();
  const [refusal, setRefusal] = useState<{ message: string; counts: RoleDependentCounts | null } | null>(null);
  const listed = data.roles.find((candidate) => candidate.roleId === role.roleId);
  const counts = refusal?.counts ?? listed?.dependents ?? null;
  const inUse = counts !== null && counts.total > 0;

  const confirm = () => {
    if (deleting || inUse) return;
    deleteRole({
      variables: { input: { roleId: role.roleId } },
      onCompleted: () => onDeleted(role),
      onError: (error) => setRefusal({ message: errorMessage(intl, error), counts: roleDependentsOfError(error) }),
    });
  };

  if (!listed && !refusal) {
    return (
      <Stack gap="md">
        <Text size="sm">{intl.formatMessage(messages.gone)}</Text>
        <DialogActions onCancel={onClose} cancel={commonMessages.close} />
      </Stack>
    );
  }

  return (
    <Stack gap="md" data-testid="role-delete" data-in-use={inUse || undefined}>
      {refusal && (
        <ErrorAlert title={intl.formatMessage(messages.refused)} testId="role-delete-refusal">
          {refusal.message}
        </ErrorAlert>
      )}
      {inUse && counts ? (
        <Stack gap="xs">
          <BlockedNotice>{intl.formatMessage(messages.inUseTitle, { name: role.name })}</BlockedNotice>
          <Text size="sm">{intl.formatMessage(messages.inUseBody)}</Text>
          <DependentList roleId={role.roleId} counts={counts} onNavigate={onClose} />
        </Stack>
      ) : (
        <Stack gap="xs">
          <Text size="sm" fw={600} style={{ wordBreak: 'break-word' }}>
            {intl.formatMessage(messages.ask, { name: role.name })}
          </Text>
          <Text size="sm" c="dimmed">
            {intl.formatMessage(messages.askHint)}
          </Text>
        </Stack>
      )}
      <DialogActions
        onCancel={onClose}
        cancel={inUse ? commonMessages.close : commonMessages.cancel}
        confirm={{ label: intl.formatMessage(messages.confirm), color: 'red', loading: deleting, disabled: inUse, onClick: confirm, testId: 'role-delete-confirm' }}
      />
    </Stack>
  );
}

interface Props {
  /** The role to delete; null: closed. */
  role: DeletableRole | null;
  /** Changes with every opening, so the dependents are read again. */
  fetchKey: number;
  onClose: () => void;
  /** After the server deleted it (the caller offers Undo). */
  onDeleted: (role: DeletableRole) => void;
}

/**
 * Admin: "Delete role" asks first. It reads the role's dependents as it opens: a role anything
 * depends on cannot be deleted, and the dialog says what (members holding it, with a link to
 * them; documents, permission categories, workflow templates and running workflows), with Delete
 * disabled. Otherwise it asks by name. A refusal (201.M001.003: someone gave the role meanwhile)
 * shows the server's words and the counts it sent.
 */
export function RoleDeleteModal({ role, fetchKey, onClose, onDeleted }: Props) {
  const intl = useIntl();
  return (
    <CheckedDialog
      opened={role !== null}
      onClose={onClose}
      title={intl.formatMessage(messages.title)}
      attempt={`${role?.roleId}:${fetchKey}`}
      loading={intl.formatMessage(messages.loading)}
      loadFailed={intl.formatMessage(messages.loadFailed)}
    >
      {role && <RoleDeleteBody role={role} fetchKey={fetchKey} onClose={onClose} onDeleted={onDeleted} />}
    </CheckedDialog>
  );
}
