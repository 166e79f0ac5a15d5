import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { useShowError } from '@/modules/relay/showFailure';
import { CategoryEditModal } from './CategoryEditModal';
import { RoleAssignmentsEditor } from './RoleAssignmentsEditor';
import { useAssignPermissionCategoryRole } from './useAssignPermissionCategoryRole';
import { useUnassignPermissionCategoryRole } from './useUnassignPermissionCategoryRole';
import { useUpdatePermissionCategory } from './useUpdatePermissionCategory';
import type { PermissionCategoryItem_category$key } from './__generated__/PermissionCategoryItem_category.graphql';
import type { PermissionCategoryItemRefetchQuery } from './__generated__/PermissionCategoryItemRefetchQuery.graphql';

const messages = defineMessages({
  edit: defineMessage<{ name: string }>({ id: 'document.category.editButton', defaultMessage: 'Edit {name}' }),
  editShort: { id: 'project.detail.edit', defaultMessage: 'Edit' },
  saved: { id: 'document.category.saved', defaultMessage: 'Category saved.' },
  roles: defineMessage<{ name: string }>({ id: 'document.access.fromCategory', defaultMessage: 'Roles from “{name}”' }),
  changed: { id: 'document.access.changed', defaultMessage: 'Access changed.' },
});

const refetchQuery = graphql`
  query PermissionCategoryItemRefetchQuery($id: ID!) {
    node(id: $id) {
      ...PermissionCategoryItem_category @alias
    }
  }
`;

interface Props {
  category: PermissionCategoryItem_category$key;
  roles: readonly { readonly roleId: number; readonly name: string }[];
  /** Deleted roles: an assignment of one shows its name, marked deleted. */
  deletedRoles: readonly { readonly roleId: number; readonly name: string }[];
  admin: boolean;
}

/** One permission category: name, description and the roles that read or edit its documents (admins change them). */
export function PermissionCategoryItem({ category, roles, deletedRoles, admin }: Props) {
  const intl = useIntl();
  const showError = useShowError();
  const environment = useRelayEnvironment();
  const data = useFragment(
    graphql`
      fragment PermissionCategoryItem_category on PermissionCategory {
        id
        name
        description
        version
        roleAssignments {
          roleId
          accessId
          roleName
        }
      }
    `,
    category,
  );
  const [editing, setEditing] = useState(false);
  const [update, updating] = useUpdatePermissionCategory();
  const [assign, assigning] = useAssignPermissionCategoryRole();
  const [unassign, unassigning] = useUnassignPermissionCategoryRole();
  const done = {
    onCompleted: () => void notifications.show({ color: 'green', message: intl.formatMessage(messages.changed) }),
    onError: showError,
  };
  return (
    <Card withBorder radius="md" data-testid="permission-category">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2}>
            <Title order={3} size="h5">
              {data.name}
            </Title>
            {data.description && (
              <Text size="sm" c="dimmed">
                {data.description}
              </Text>
            )}
          </Stack>
          {admin && (
            <Button size="compact-sm" variant="subtle" leftSection={<IconPencil size={14} aria-hidden />} aria-label={intl.formatMessage(messages.edit, { name: data.name })} onClick={() => setEditing(true)}>
              {intl.formatMessage(messages.editShort)}
            </Button>
          )}
        </Group>
        <RoleAssignmentsEditor
          label={intl.formatMessage(messages.roles, { name: data.name })}
          assignments={data.roleAssignments}
          roles={roles}
          deletedRoles={deletedRoles}
          onAssign={admin ? (roleId, accessId) => assign({ variables: { input: { id: data.id, roleId, accessId } }, ...done }) : null}
          onUnassign={admin ? (roleId) => unassign({ variables: { input: { id: data.id, roleId } }, ...done }) : null}
          busy={assigning || unassigning}
        />
      </Stack>
      {editing && (
        <CategoryEditModal
          category={data}
          inFlight={updating}
          refetch={() => fetchQuery<PermissionCategoryItemRefetchQuery>(environment, refetchQuery, { id: data.id }, { fetchPolicy: 'network-only' }).toPromise()}
          onClose={() => setEditing(false)}
          onSave={(values, expectedVersion, result) =>
            update({
              variables: { input: { id: data.id, expectedVersion, name: values.name, description: values.description } },
              onCompleted: () => {
                notifications.show({ color: 'green', message: intl.formatMessage(messages.saved) });
                result.onSaved();
              },
              onError: result.onError,
            })
          }
        />
      )}
    </Card>
  );
}
