import { Button, Table, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { formatDateTime } from '@/modules/ui/formatDate';
import { CategoryEditModal } from './CategoryEditModal';
import { useUpdateDocumentCategory } from './useUpdateDocumentCategory';
import type { DocumentCategoryItem_category$key } from './__generated__/DocumentCategoryItem_category.graphql';
import type { DocumentCategoryItemRefetchQuery } from './__generated__/DocumentCategoryItemRefetchQuery.graphql';

const messages = defineMessages({
  edit: defineMessage<{ name: string }>({ id: 'document.category.editButton', defaultMessage: 'Edit {name}' }),
  editShort: { id: 'project.detail.edit', defaultMessage: 'Edit' },
  saved: { id: 'document.category.saved', defaultMessage: 'Category saved.' },
});

const refetchQuery = graphql`
  query DocumentCategoryItemRefetchQuery($id: ID!) {
    node(id: $id) {
      ...DocumentCategoryItem_category @alias
    }
  }
`;

/** One document category in the admin's table: name, description, last change, and the edit dialog. */
export function DocumentCategoryItem({ category, admin }: { category: DocumentCategoryItem_category$key; admin: boolean }) {
  const intl = useIntl();
  const environment = useRelayEnvironment();
  const data = useFragment(
    graphql`
      fragment DocumentCategoryItem_category on DocumentCategory {
        id
        name
        description
        version
        updatedAt
      }
    `,
    category,
  );
  const [editing, setEditing] = useState(false);
  const [update, inFlight] = useUpdateDocumentCategory();
  return (
    <Table.Tr data-testid="document-category">
      <Table.Td>
        <Text size="sm" fw={500}>
          {data.name}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" c="dimmed">
          {data.description}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{formatDateTime(intl, data.updatedAt)}</Text>
      </Table.Td>
      {admin && (
        <Table.Td>
          <Button size="compact-sm" variant="subtle" leftSection={<IconPencil size={14} aria-hidden />} aria-label={intl.formatMessage(messages.edit, { name: data.name })} onClick={() => setEditing(true)}>
            {intl.formatMessage(messages.editShort)}
          </Button>
          {editing && (
            <CategoryEditModal
              category={data}
              inFlight={inFlight}
              refetch={() => fetchQuery<DocumentCategoryItemRefetchQuery>(environment, refetchQuery, { id: data.id }, { fetchPolicy: 'network-only' }).toPromise()}
              onClose={() => setEditing(false)}
              onSave={(values, expectedVersion, done) =>
                update({
                  variables: { input: { id: data.id, expectedVersion, name: values.name, description: values.description } },
                  onCompleted: () => {
                    notifications.show({ color: 'green', message: intl.formatMessage(messages.saved) });
                    done.onSaved();
                  },
                  onError: done.onError,
                })
              }
            />
          )}
        </Table.Td>
      )}
    </Table.Tr>
  );
}
