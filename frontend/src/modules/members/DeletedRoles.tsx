import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { roleCategories } from './roleCategories';
import { useRoleRestorer } from './useRoleRestorer';
import type { DeletedRoles_query$key } from './__generated__/DeletedRoles_query.graphql';

const messages = defineMessages({
  title: { id: 'role.deletedRoles.title', defaultMessage: 'Deleted roles' },
  intro: {
    id: 'role.deletedRoles.intro',
    defaultMessage: 'Records that still mention these roles show them marked as deleted. Restore a role to use it again under its name.',
  },
  restore: { id: 'role.deletedRoles.restore', defaultMessage: 'Restore' },
  restoreNamed: defineMessage<{ name: string }>({ id: 'role.deletedRoles.restoreNamed', defaultMessage: 'Restore {name}' }),
});

/**
 * Admin: the deleted roles, newest first, each with Restore (hidden when there are none). The
 * mutation's updater moves the role back to the root `roles` list: the roles table and the role
 * pickers show it at once, without a reload.
 */
export function DeletedRoles({ query }: { query: DeletedRoles_query$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment DeletedRoles_query on Query {
        deletedRoles {
          roleId
          name
          roleCategoryId
        }
      }
    `,
    query,
  );
  const restore = useRoleRestorer();
  const [restoring, setRestoring] = useState<number | null>(null);
  const categories = new Map(roleCategories.map((category) => [category.id, intl.formatMessage(category.label)]));
  if (data.deletedRoles.length === 0) return null;

  const onRestore = (roleId: number, name: string) => {
    setRestoring(roleId);
    restore({ roleId, name }, () => setRestoring(null));
  };

  return (
    <Stack gap="xs" component="section" aria-label={intl.formatMessage(messages.title)} data-testid="deleted-roles">
      <Title order={3} size="h5">
        {intl.formatMessage(messages.title)}
      </Title>
      <Text size="sm" c="dimmed">
        {intl.formatMessage(messages.intro)}
      </Text>
      <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {data.deletedRoles.map((role) => (
          <Card key={role.roleId} component="li" withBorder radius="sm" padding="xs" data-testid="deleted-role" data-role-id={role.roleId}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" fw={500} style={{ wordBreak: 'break-word' }}>
                  {role.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {categories.get(role.roleCategoryId) ?? role.roleCategoryId}
                </Text>
              </Stack>
              <Button
                size="compact-sm"
                variant="light"
                leftSection={<IconRestore size={14} aria-hidden />}
                aria-label={intl.formatMessage(messages.restoreNamed, { name: role.name })}
                loading={restoring === role.roleId}
                disabled={restoring !== null && restoring !== role.roleId}
                onClick={() => onRestore(role.roleId, role.name)}
                style={{ flexShrink: 0 }}
              >
                {intl.formatMessage(messages.restore)}
              </Button>
            </Group>
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}
