import { Avatar, Button, Card, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconEdit } from '@tabler/icons-react';
import { useCallback } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { MemberApiTokens } from '@/modules/api-tokens/MemberApiTokens';
import { HistoryPanel } from '@/modules/history/HistoryPanel';
import type { ValueFormatter } from '@/modules/history/formatChange';
import { DetailField } from '@/modules/ui/DetailFacts';
import { formatDateTime, isoDateTime } from '@/modules/ui/formatDate';
import { AvatarUpload } from './AvatarUpload';
import { DeactivateMemberButton } from './DeactivateMemberButton';
import { deletedRoleName } from './deletedRoleName';
import { EditProfileModal } from './EditProfileModal';
import { MemberRoleBadges } from './MemberRoleBadges';
import { MemberRolesEditor } from './MemberRolesEditor';
import { MemberStatusBadge } from './MemberStatusBadge';
import { ReactivateMemberButton } from './ReactivateMemberButton';
import { ResetMemberPasswordButton } from './ResetMemberPasswordButton';
import { memberMessages } from './memberMessages';
import type { MemberProfile_employee$key } from './__generated__/MemberProfile_employee.graphql';

const messages = defineMessages({
  registeredAt: { id: 'member.field.registeredAt', defaultMessage: 'Registered' },
  deactivatedAt: { id: 'member.field.deactivatedAt', defaultMessage: 'Deactivated' },
});

interface Props {
  employee: MemberProfile_employee$key;
  /** The signed-in employee is an admin. */
  admin: boolean;
  /** The signed-in employee is this member. */
  self: boolean;
  roleOptions: readonly { roleId: number; name: string }[];
  /** Deleted roles, so the history names them (marked deleted) instead of showing an id. */
  deletedRoles?: readonly { roleId: number; name: string }[];
}

/** A member's profile: avatar, fields, roles (editable by admins), actions and history. */
export function MemberProfile({ employee, admin, self, roleOptions, deletedRoles = [] }: Props) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment MemberProfile_employee on Employee {
        id
        name
        email
        avatarUrl
        registeredAt
        version
        active
        deactivatedAt
        roles {
          roleId
          name
        }
      }
    `,
    employee,
  );
  const [editing, { open, close }] = useDisclosure();
  const canEdit = (admin || self) && data.active;
  const roleNames = new Map(deletedRoles.map((role) => [role.roleId, deletedRoleName(intl, role.name)]));
  for (const role of roleOptions) roleNames.set(role.roleId, role.name);
  for (const role of data.roles) roleNames.set(role.roleId, role.name);
  const roleKey = [...roleNames.entries()].map(([id, name]) => `${id}=${name}`).join('|');
  const formatValue = useCallback<ValueFormatter>(
    (field, value) => {
      if (field !== 'roleId' || typeof value !== 'number') return undefined;
      const names = new Map(roleKey.split('|').map((entry) => [Number(entry.split('=')[0]), entry.slice(entry.indexOf('=') + 1)]));
      return names.get(value) ?? `#${value}`;
    },
    [roleKey],
  );
  // The aggregate version changes with every recorded event: the history reloads when it does.
  const reloadKey = data.version;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Group gap="md" align="flex-start" wrap="nowrap">
          <Avatar src={data.avatarUrl} name={data.name} color="initials" size={88} radius={44} alt="" />
          <Stack gap={6}>
            <Title order={1} size="h2" style={{ wordBreak: 'break-word' }}>
              {data.name}
            </Title>
            <Group gap="xs">
              <MemberStatusBadge active={data.active} />
            </Group>
            {canEdit && <AvatarUpload employeeId={data.id} />}
          </Stack>
        </Group>
        <Group gap="sm">
          {canEdit && (
            <Button variant="light" leftSection={<IconEdit size={16} aria-hidden />} onClick={open}>
              {intl.formatMessage(memberMessages.editTitle)}
            </Button>
          )}
          {/* Issue 37 §7: one's own password is changed from the account menu, not reset. */}
          {admin && data.active && !self && <ResetMemberPasswordButton employeeId={data.id} name={data.name} email={data.email} />}
          {admin && data.active && !self && <DeactivateMemberButton employeeId={data.id} name={data.name} />}
          {admin && !data.active && !self && <ReactivateMemberButton employeeId={data.id} name={data.name} />}
        </Group>
      </Group>
      <Card withBorder radius="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          <DetailField label={intl.formatMessage(memberMessages.email)}>
            <Text size="sm" style={{ wordBreak: 'break-all' }}>
              {data.email}
            </Text>
          </DetailField>
          <DetailField label={intl.formatMessage(messages.registeredAt)}>
            <Text size="sm" component="time" dateTime={isoDateTime(data.registeredAt)}>
              {formatDateTime(intl, data.registeredAt)}
            </Text>
          </DetailField>
          {data.deactivatedAt && (
            <DetailField label={intl.formatMessage(messages.deactivatedAt)}>
              <Text size="sm" component="time" dateTime={isoDateTime(data.deactivatedAt)}>
                {formatDateTime(intl, data.deactivatedAt)}
              </Text>
            </DetailField>
          )}
        </SimpleGrid>
        <Divider my="md" />
        {admin && data.active ? (
          <MemberRolesEditor employeeId={data.id} roleIds={data.roles.map((role) => role.roleId)} version={data.version} options={roleOptions} />
        ) : (
          <DetailField label={intl.formatMessage(memberMessages.roles)}>
            <MemberRoleBadges roles={data.roles} />
          </DetailField>
        )}
      </Card>
      {/* Issue 34 §3: an admin sees and revokes a member's API tokens (the member, on their settings). */}
      {admin && !self && <MemberApiTokens employeeId={data.id} />}
      {editing && <EditProfileModal opened onClose={close} employeeId={data.id} name={data.name} email={data.email} version={data.version} />}
      <HistoryPanel nodeId={data.id} reloadKey={reloadKey} formatValue={formatValue} />
    </Stack>
  );
}
