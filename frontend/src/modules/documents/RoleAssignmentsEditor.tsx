import { ActionIcon, Badge, Button, Group, SegmentedControl, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { deletedRoleName } from '@/modules/members/deletedRoleName';
import { SearchSelect } from '@/modules/ui/form/SearchSelect';
import { accessLabel, documentAccessLevels, readAccessId } from './documentAccess';

const messages = defineMessages({
  role: { id: 'document.roles.role', defaultMessage: 'Role' },
  access: { id: 'document.roles.access', defaultMessage: 'Access' },
  none: { id: 'document.roles.none', defaultMessage: 'No role assigned.' },
  add: { id: 'document.roles.add', defaultMessage: 'Assign role' },
  pickRole: { id: 'document.roles.pick', defaultMessage: 'Choose a role' },
  deletedRole: defineMessage<{ id: number }>({ id: 'document.roles.deleted', defaultMessage: 'Deleted role #{id, number}' }),
  remove: defineMessage<{ name: string }>({ id: 'document.roles.remove', defaultMessage: 'Remove {name}' }),
});

export interface RoleAssignment {
  readonly roleId: number;
  readonly accessId: number;
  readonly roleName: string | null | undefined;
}

interface Props {
  /** Accessible name of the table. */
  label: string;
  assignments: readonly RoleAssignment[];
  roles: readonly { readonly roleId: number; readonly name: string }[];
  /** Deleted roles (`deletedRoles`): an assignment of one shows its real name, marked deleted. */
  deletedRoles?: readonly { readonly roleId: number; readonly name: string }[];
  /** Null: read-only (no add or remove). */
  onAssign: ((roleId: number, accessId: number) => void) | null;
  onUnassign: ((roleId: number) => void) | null;
  busy: boolean;
}

/** Roles with read or edit access (a document's own, or a permission category's), with assign and remove. */
export function RoleAssignmentsEditor({ label, assignments, roles, deletedRoles = [], onAssign, onUnassign, busy }: Props) {
  const intl = useIntl();
  const [roleId, setRoleId] = useState<string | null>(null);
  const [accessId, setAccessId] = useState(String(readAccessId));
  const isDeleted = (roleId: number) => !roles.some((role) => role.roleId === roleId) && deletedRoles.some((role) => role.roleId === roleId);
  // `roleName` is null for a role deleted since: `deletedRoles` still knows its name.
  const name = (assignment: RoleAssignment) => {
    const deleted = isDeleted(assignment.roleId) ? deletedRoles.find((role) => role.roleId === assignment.roleId) : undefined;
    if (deleted) return deletedRoleName(intl, deleted.name);
    return (
      assignment.roleName ?? roles.find((role) => role.roleId === assignment.roleId)?.name ?? intl.formatMessage(messages.deletedRole, { id: assignment.roleId })
    );
  };
  const accessData = documentAccessLevels.map((level) => ({ value: String(level.id), label: intl.formatMessage(level.label) }));
  // Assigning a role already listed changes its access.
  const submit = () => {
    if (!onAssign || !roleId) return;
    onAssign(Number(roleId), Number(accessId));
    setRoleId(null);
  };
  return (
    <Stack gap="xs">
      {assignments.length === 0 ? (
        <Text size="sm" c="dimmed">
          {intl.formatMessage(messages.none)}
        </Text>
      ) : (
        <Table verticalSpacing={4} aria-label={label} data-testid="role-assignments">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{intl.formatMessage(messages.role)}</Table.Th>
              <Table.Th>{intl.formatMessage(messages.access)}</Table.Th>
              {onUnassign && <Table.Th w={48} />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {assignments.map((assignment) => (
              <Table.Tr key={assignment.roleId} data-role-id={assignment.roleId} data-deleted={isDeleted(assignment.roleId) || undefined}>
                <Table.Td c={isDeleted(assignment.roleId) ? 'dimmed' : undefined}>{name(assignment)}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={assignment.accessId === readAccessId ? 'blue' : 'grape'}>
                    {intl.formatMessage(accessLabel(assignment.accessId))}
                  </Badge>
                </Table.Td>
                {onUnassign && (
                  <Table.Td>
                    <Tooltip label={intl.formatMessage(messages.remove, { name: name(assignment) })}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        disabled={busy}
                        aria-label={intl.formatMessage(messages.remove, { name: name(assignment) })}
                        onClick={() => onUnassign(assignment.roleId)}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {onAssign && (
        <Group gap="xs" align="flex-end" wrap="wrap">
          <SearchSelect
            label={intl.formatMessage(messages.role)}
            placeholder={intl.formatMessage(messages.pickRole)}
            w={220}
            data={roles.map((role) => ({ value: String(role.roleId), label: role.name }))}
            value={roleId}
            onChange={setRoleId}
          />
          <SegmentedControl aria-label={intl.formatMessage(messages.access)} data={accessData} value={accessId} onChange={setAccessId} />
          <Button variant="light" onClick={submit} disabled={!roleId} loading={busy}>
            {intl.formatMessage(messages.add)}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
