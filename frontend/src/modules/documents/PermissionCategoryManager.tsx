import { defineMessages } from 'react-intl';
import { graphql, useRefetchableFragment } from 'react-relay';
import { ChoiceListFrame } from '@/modules/ui/choices/ChoiceListFrame';
import { useLiveChoices } from '@/modules/ui/choices/useLiveChoices';
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
  useLiveChoices(connectionId, refetch, usePermissionCategoriesChangedSubscription);
  const edges = data.permissionCategories.edges;
  return (
    <ChoiceListFrame
      messages={messages}
      admin={admin}
      create={{ Form: CategoryCreateForm, inFlight, commit: (values, callbacks) => create({ variables: { input: { ...values, roleAssignments: [] } }, ...callbacks }) }}
      empty={edges.length === 0}
      layout="split"
    >
      {edges.map((edge) => (
        <PermissionCategoryItem key={edge.node.id} category={edge.node} roles={data.roles} deletedRoles={data.deletedRoles} admin={admin} />
      ))}
    </ChoiceListFrame>
  );
}
