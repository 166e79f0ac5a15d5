import { Badge, Group, Text } from '@mantine/core';
import { defineMessages, useIntl } from 'react-intl';
import { adminRoleId } from './isAdmin';

const messages = defineMessages({
  none: { id: 'member.roles.none', defaultMessage: 'No role' },
});

/** The member's roles as badges (Admin stands out). */
export function MemberRoleBadges({ roles }: { roles: readonly { roleId: number; name: string }[] }) {
  const intl = useIntl();
  if (roles.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {intl.formatMessage(messages.none)}
      </Text>
    );
  }
  return (
    <Group gap={4}>
      {roles.map((role) => (
        <Badge key={role.roleId} variant={role.roleId === adminRoleId ? 'filled' : 'light'} color={role.roleId === adminRoleId ? 'grape' : 'blue'}>
          {role.name}
        </Badge>
      ))}
    </Group>
  );
}
