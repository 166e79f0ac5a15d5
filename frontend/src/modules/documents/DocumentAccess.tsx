import { Card, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLock } from '@tabler/icons-react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { useShowError } from '@/modules/relay/showFailure';
import { namedChoices } from '@/modules/ui/form/fieldRules';
import { SearchSelect } from '@/modules/ui/form/SearchSelect';
import { SectionTitle } from '@/modules/ui/SectionTitle';
import { RoleAssignmentsEditor } from './RoleAssignmentsEditor';
import { useAssignDocumentRole } from './useAssignDocumentRole';
import { useChangeDocumentPermissionCategory } from './useChangeDocumentPermissionCategory';
import { useUnassignDocumentRole } from './useUnassignDocumentRole';
import type { DocumentAccess_document$key } from './__generated__/DocumentAccess_document.graphql';

const messages = defineMessages({
  title: { id: 'document.access.title', defaultMessage: 'Access' },
  intro: {
    id: 'document.access.intro',
    defaultMessage: 'The author and admins always have access. Roles get read or edit access through the permission category and through the roles below.',
  },
  permissionCategory: { id: 'document.field.permissionCategory', defaultMessage: 'Permission category' },
  noPermissionCategory: { id: 'document.permissionCategory.none', defaultMessage: 'None (only its own role assignments)' },
  fromCategory: defineMessage<{ name: string }>({ id: 'document.access.fromCategory', defaultMessage: 'Roles from “{name}”' }),
  currentCategory: defineMessage<{ name: string }>({ id: 'document.access.currentCategory', defaultMessage: 'Permission category: {name}' }),
  own: { id: 'document.access.own', defaultMessage: 'This document’s own roles' },
  changed: { id: 'document.access.changed', defaultMessage: 'Access changed.' },
});

interface Props {
  document: DocumentAccess_document$key;
  roles: readonly { readonly roleId: number; readonly name: string }[];
  /** Deleted roles: an assignment of one shows its name, marked deleted. */
  deletedRoles: readonly { readonly roleId: number; readonly name: string }[];
  permissionCategories: readonly { readonly id: string; readonly name: string }[];
}

/**
 * Who may read or edit the document: its permission category (with that category's roles) and
 * its own role assignments. Only the author and admins (`mayManageAccess`) change them; a change
 * applies from the next request on.
 */
export function DocumentAccess({ document, roles, deletedRoles, permissionCategories }: Props) {
  const intl = useIntl();
  const showError = useShowError();
  const data = useFragment(
    graphql`
      fragment DocumentAccess_document on Document {
        id
        mayManageAccess
        permissionCategory {
          id
          name
          roleAssignments {
            roleId
            accessId
            roleName
          }
        }
        roleAssignments {
          roleId
          accessId
          roleName
        }
      }
    `,
    document,
  );
  const [changeCategory, changingCategory] = useChangeDocumentPermissionCategory();
  const [assign, assigning] = useAssignDocumentRole();
  const [unassign, unassigning] = useUnassignDocumentRole();
  const done = {
    onCompleted: () => void notifications.show({ color: 'green', message: intl.formatMessage(messages.changed) }),
    onError: showError,
  };
  const manage = data.mayManageAccess;
  const options = namedChoices(permissionCategories).data;
  if (data.permissionCategory && !options.some((option) => option.value === data.permissionCategory?.id)) {
    options.push({ value: data.permissionCategory.id, label: data.permissionCategory.name });
  }
  return (
    <Card withBorder radius="md" component="section" aria-label={intl.formatMessage(messages.title)} data-testid="document-access">
      <Stack gap="sm">
        <SectionTitle icon={IconLock}>{intl.formatMessage(messages.title)}</SectionTitle>
        <Text size="sm" c="dimmed">
          {intl.formatMessage(messages.intro)}
        </Text>
        {manage ? (
          <SearchSelect
            label={intl.formatMessage(messages.permissionCategory)}
            placeholder={intl.formatMessage(messages.noPermissionCategory)}
            clearable
            maw={420}
            disabled={changingCategory}
            data={options}
            value={data.permissionCategory?.id ?? null}
            onChange={(value) => {
              if ((value ?? null) === (data.permissionCategory?.id ?? null)) return;
              changeCategory({ variables: { input: { id: data.id, permissionCategoryId: value } }, ...done });
            }}
          />
        ) : (
          <Text size="sm">
            {intl.formatMessage(messages.currentCategory, {
              name: data.permissionCategory?.name ?? intl.formatMessage(messages.noPermissionCategory),
            })}
          </Text>
        )}
        {data.permissionCategory && (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {intl.formatMessage(messages.fromCategory, { name: data.permissionCategory.name })}
            </Text>
            <RoleAssignmentsEditor
              label={intl.formatMessage(messages.fromCategory, { name: data.permissionCategory.name })}
              assignments={data.permissionCategory.roleAssignments}
              roles={roles}
              deletedRoles={deletedRoles}
              onAssign={null}
              onUnassign={null}
              busy={false}
            />
          </Stack>
        )}
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {intl.formatMessage(messages.own)}
          </Text>
          <RoleAssignmentsEditor
            label={intl.formatMessage(messages.own)}
            assignments={data.roleAssignments}
            roles={roles}
            deletedRoles={deletedRoles}
            onAssign={manage ? (roleId, accessId) => assign({ variables: { input: { id: data.id, roleId, accessId } }, ...done }) : null}
            onUnassign={manage ? (roleId) => unassign({ variables: { input: { id: data.id, roleId } }, ...done }) : null}
            busy={assigning || unassigning}
          />
        </Stack>
      </Stack>
    </Card>
  );
}
