import { ActionIcon, Button, Group, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconPencil, IconX } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { errorMessage } from '@/modules/relay/errorMessages';
import { commonMessages } from '@/modules/ui/commonMessages';
import { IconAction, RemoveAction } from '@/modules/ui/IconAction';
import { DeletedRoles } from './DeletedRoles';
import { adminRoleId } from './isAdmin';
import { RoleDeleteModal, type DeletableRole } from './RoleDeleteModal';
import { roleCategories } from './roleCategories';
import { useCreateRole } from './useCreateRole';
import { useRenameRole } from './useRenameRole';
import { useRoleRestorer } from './useRoleRestorer';
import type { RoleManager_query$key } from './__generated__/RoleManager_query.graphql';
import { ScrollTable } from '@/modules/ui/ScrollTable';

const messages = defineMessages({
  title: { id: 'role.manager.title', defaultMessage: 'Roles' },
  name: { id: 'role.field.name', defaultMessage: 'Role name' },
  category: { id: 'role.field.category', defaultMessage: 'Category' },
  members: { id: 'role.field.members', defaultMessage: 'Members' },
  actions: { id: 'role.field.actions', defaultMessage: 'Actions' },
  create: { id: 'role.create', defaultMessage: 'Add role' },
  created: { id: 'role.created', defaultMessage: 'Role created.' },
  nameRequired: { id: 'role.validation.nameRequired', defaultMessage: 'Enter a role name.' },
  rename: defineMessage<{ name: string }>({ id: 'role.rename', defaultMessage: 'Rename {name}' }),
  renamed: { id: 'role.renamed', defaultMessage: 'Role renamed.' },
  remove: defineMessage<{ name: string }>({ id: 'role.delete', defaultMessage: 'Delete {name}' }),
  removed: defineMessage<{ name: string }>({ id: 'role.deletedNamed', defaultMessage: 'Role “{name}” deleted.' }),
  undo: { id: 'role.undo', defaultMessage: 'Undo' },
  undoNamed: defineMessage<{ name: string }>({ id: 'role.undoNamed', defaultMessage: 'Undo deleting {name}' }),
});

/**
 * Admin: create, rename and delete roles (the Admin role cannot be deleted), and restore deleted
 * ones. Delete asks first and refuses while anything depends on the role (`RoleDeleteModal`);
 * after a deletion the notification offers Undo. The mutations' store updaters keep the root
 * `roles` and `deletedRoles` lists (shared with the role pickers) current; nothing reloads.
 */
export function RoleManager({ query }: { query: RoleManager_query$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment RoleManager_query on Query {
        roles {
          roleId
          name
          roleCategoryId
          memberCount
        }
        ...DeletedRoles_query
      }
    `,
    query,
  );
  const [createRole, creating] = useCreateRole();
  const [renameRole, renaming] = useRenameRole();
  const restoreRole = useRoleRestorer();
  const inFlight = creating || renaming;
  const [deleting, setDeleting] = useState<DeletableRole | null>(null);
  const [openings, setOpenings] = useState(0);
  const [name, setName] = useState('');
  const [categoryId, setCategoryId] = useState<string>('2');
  const [errors, setErrors] = useState<{ name?: string; roleCategoryId?: string }>({});
  const [editing, setEditing] = useState<{ roleId: number; name: string; error?: string } | null>(null);
  const categories = new Map(roleCategories.map((category) => [category.id, intl.formatMessage(category.label)]));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setErrors({ name: intl.formatMessage(messages.nameRequired) });
      return;
    }
    setErrors({});
    createRole({
      variables: { input: { name: name.trim(), roleCategoryId: Number(categoryId) } },
      onCompleted: () => {
        setName('');
        notifications.show({ color: 'green', message: intl.formatMessage(messages.created) });
      },
      onError: (error) => setErrors({ name: errorMessage(intl, error) }),
    });
  };

  const saveRename = () => {
    if (!editing) return;
    if (!editing.name.trim()) {
      setEditing({ ...editing, error: intl.formatMessage(messages.nameRequired) });
      return;
    }
    renameRole({
      variables: { input: { roleId: editing.roleId, name: editing.name.trim() } },
      onCompleted: () => {
        setEditing(null);
        notifications.show({ color: 'green', message: intl.formatMessage(messages.renamed) });
      },
      onError: (error) => setEditing({ ...editing, error: errorMessage(intl, error) }),
    });
  };

  const askDelete = (role: DeletableRole) => {
    setOpenings((count) => count + 1);
    setDeleting(role);
  };

  const undo = (role: DeletableRole, notificationId: string) => {
    notifications.hide(notificationId);
    restoreRole(role);
  };

  const deleted = (role: DeletableRole) => {
    setDeleting(null);
    const id = `role-deleted-${role.roleId}-${Date.now()}`;
    notifications.show({
      id,
      color: 'green',
      autoClose: 10_000,
      message: (
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" style={{ wordBreak: 'break-word' }}>
            {intl.formatMessage(messages.removed, { name: role.name })}
          </Text>
          <Button
            size="compact-sm"
            variant="light"
            aria-label={intl.formatMessage(messages.undoNamed, { name: role.name })}
            onClick={() => undo(role, id)}
            style={{ flexShrink: 0 }}
            data-testid="role-undo-delete"
          >
            {intl.formatMessage(messages.undo)}
          </Button>
        </Group>
      ),
    });
  };

  return (
    <Stack gap="sm" component="section" mt="lg">
      <Title order={2} size="h4">
        {intl.formatMessage(messages.title)}
      </Title>
      <form onSubmit={submit} noValidate>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label={intl.formatMessage(messages.name)}
            value={name}
            error={errors.name}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setErrors({});
            }}
            style={{ flex: '1 1 220px' }}
          />
          <Select
            label={intl.formatMessage(messages.category)}
            allowDeselect={false}
            w={200}
            data={roleCategories.map((category) => ({ value: String(category.id), label: intl.formatMessage(category.label) }))}
            value={categoryId}
            onChange={(value) => value && setCategoryId(value)}
          />
          <Button type="submit" mt={25} loading={inFlight}>
            {intl.formatMessage(messages.create)}
          </Button>
        </Group>
      </form>
      <ScrollTable minWidth={520} columns={[messages.name, messages.category, messages.members, messages.actions]} verticalSpacing="xs">
        {data.roles.map((role) => (
          <Table.Tr key={role.roleId}>
            <Table.Td>
              {editing?.roleId === role.roleId ? (
                <TextInput
                  size="xs"
                  aria-label={intl.formatMessage(messages.rename, { name: role.name })}
                  value={editing.name}
                  error={editing.error}
                  onChange={(event) => setEditing({ roleId: role.roleId, name: event.currentTarget.value })}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') saveRename();
                    if (event.key === 'Escape') setEditing(null);
                  }}
                  data-autofocus
                />
              ) : (
                <Text size="sm">{role.name}</Text>
              )}
            </Table.Td>
            <Table.Td>
              <Text size="sm">{categories.get(role.roleCategoryId) ?? role.roleCategoryId}</Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{intl.formatNumber(role.memberCount)}</Text>
            </Table.Td>
            <Table.Td>
              {editing?.roleId === role.roleId ? (
                <Group gap={4} wrap="nowrap">
                  <ActionIcon variant="subtle" color="green" aria-label={intl.formatMessage(commonMessages.save)} onClick={saveRename}>
                    <IconCheck size={16} aria-hidden />
                  </ActionIcon>
                  <ActionIcon variant="subtle" color="gray" aria-label={intl.formatMessage(commonMessages.cancel)} onClick={() => setEditing(null)}>
                    <IconX size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              ) : (
                <Group gap={4} wrap="nowrap">
                  <IconAction label={intl.formatMessage(messages.rename, { name: role.name })} icon={IconPencil} onClick={() => setEditing({ roleId: role.roleId, name: role.name })} />
                  {role.roleId !== adminRoleId && (
                    <RemoveAction
                      label={intl.formatMessage(messages.remove, { name: role.name })}
                      onClick={() => askDelete({ roleId: role.roleId, name: role.name })}
                      disabled={inFlight}
                    />
                  )}
                </Group>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </ScrollTable>
      <DeletedRoles query={data} />
      <RoleDeleteModal role={deleting} fetchKey={openings} onClose={() => setDeleting(null)} onDeleted={deleted} />
    </Stack>
  );
}
