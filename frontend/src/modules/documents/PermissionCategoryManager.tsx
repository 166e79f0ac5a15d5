import { Card, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useRefetchableFragment } from 'react-relay';
import { useReload } from '@/modules/relay/useReload';
import { CategoryCreateForm } from './CategoryCreateForm';
import { PermissionCategoryItem } from './PermissionCategoryItem';
import { useCreatePermissionCategory } from './useCreatePermissionCategory';
import { usePermissionCategoriesChangedSubscription } from './usePermissionCategoriesChangedSubscription';
import type { PermissionCategoryManager_query$key } from './__generated__/PermissionCategoryManager_query.graphql';

const messages = defineMessages({
  title: { id: 'document.permissionCategories.title', defaultMessage: 'Permission categories' },
  intro: {
    id: 'document.permissionCategories.intro',
    defaultMessage: 'A permission category decides which roles read or edit its documents. A change applies from the next request on.',
  },
  create: { id: 'document.permissionCategories.create', defaultMessage: 'Add permission category' },
  created: { id: 'document.categories.created', defaultMessage: 'Category created.' },
  none: { id: 'document.categories.none', defaultMessage: 'No categories yet.' },
});

/** Permission categories A→Z with their role assignments; admins add, rename and assign roles. Live through permissionCategoriesChanged, read again after a reconnect. */
export function PermissionCategoryManager({ query, admin }: { query: PermissionCategoryManager_query$key; admin: boolean }) {
  const intl = useIntl();
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment PermissionCategoryManager_query on Query
      @refetchable(queryName: "PermissionCategoryManagerRefetchQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 100 }, after: { type: "String" }) {
        roles {
          roleId
          name
        }
        deletedRoles {
          roleId
          name
        }
        permissionCategories(first: $first, after: $after) @connection(key: "PermissionCategoryManager_permissionCategories") {
          __id
          edges {
            node {
              id
              ...PermissionCategoryItem_category
            }
          }
        }
      }
    `,
    query,
  );
  const connectionId = data.permissionCategories.__id;
  const [create, inFlight] = useCreatePermissionCategory(connectionId);
  const reload = useReload(refetch);
  usePermissionCategoriesChangedSubscription(connectionId, reload);
  const edges = data.permissionCategories.edges;
  return (
    <Stack gap="md" component="section" aria-label={intl.formatMessage(messages.title)}>
      <Card withBorder radius="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {intl.formatMessage(messages.title)}
          </Title>
          <Text size="sm" c="dimmed">
            {intl.formatMessage(messages.intro)}
          </Text>
          {admin && (
            <CategoryCreateForm
              submitLabel={intl.formatMessage(messages.create)}
              inFlight={inFlight}
              onCreate={(values, done) =>
                create({
                  variables: { input: { ...values, roleAssignments: [] } },
                  onCompleted: () => {
                    notifications.show({ color: 'green', message: intl.formatMessage(messages.created) });
                    done.onSaved();
                  },
                  onError: done.onError,
                })
              }
            />
          )}
        </Stack>
      </Card>
      {edges.length === 0 ? (
        <Text size="sm" c="dimmed">
          {intl.formatMessage(messages.none)}
        </Text>
      ) : (
        edges.map((edge) => <PermissionCategoryItem key={edge.node.id} category={edge.node} roles={data.roles} deletedRoles={data.deletedRoles} admin={admin} />)
      )}
    </Stack>
  );
}
