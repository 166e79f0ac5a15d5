import { Card, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useRefetchableFragment } from 'react-relay';
import { useReload } from '@/modules/relay/useReload';
import { CategoryCreateForm } from './CategoryCreateForm';
import { DocumentCategoryItem } from './DocumentCategoryItem';
import { useCreateDocumentCategory } from './useCreateDocumentCategory';
import { useDocumentCategoriesChangedSubscription } from './useDocumentCategoriesChangedSubscription';
import type { DocumentCategoryManager_query$key } from './__generated__/DocumentCategoryManager_query.graphql';

const messages = defineMessages({
  title: { id: 'document.categories.title', defaultMessage: 'Document categories' },
  intro: { id: 'document.categories.intro', defaultMessage: 'Categories file documents by subject; editors pick one for each document.' },
  name: { id: 'document.category.name', defaultMessage: 'Name' },
  description: { id: 'document.category.description', defaultMessage: 'Description' },
  updatedAt: { id: 'project.field.updatedAt', defaultMessage: 'Updated' },
  actions: { id: 'role.field.actions', defaultMessage: 'Actions' },
  create: { id: 'document.categories.create', defaultMessage: 'Add category' },
  created: { id: 'document.categories.created', defaultMessage: 'Category created.' },
  none: { id: 'document.categories.none', defaultMessage: 'No categories yet.' },
});

/** Document categories A→Z; admins add, rename and describe them. Live through documentCategoriesChanged, read again after a reconnect. */
export function DocumentCategoryManager({ query, admin }: { query: DocumentCategoryManager_query$key; admin: boolean }) {
  const intl = useIntl();
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment DocumentCategoryManager_query on Query
      @refetchable(queryName: "DocumentCategoryManagerRefetchQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 100 }, after: { type: "String" }) {
        documentCategories(first: $first, after: $after) @connection(key: "DocumentCategoryManager_documentCategories") {
          __id
          edges {
            node {
              id
              ...DocumentCategoryItem_category
            }
          }
        }
      }
    `,
    query,
  );
  const connectionId = data.documentCategories.__id;
  const [create, inFlight] = useCreateDocumentCategory(connectionId);
  const reload = useReload(refetch);
  useDocumentCategoriesChangedSubscription(connectionId, reload);
  const edges = data.documentCategories.edges;
  return (
    <Card withBorder radius="md" component="section" aria-label={intl.formatMessage(messages.title)}>
      <Stack gap="md">
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
                variables: { input: values },
                onCompleted: () => {
                  notifications.show({ color: 'green', message: intl.formatMessage(messages.created) });
                  done.onSaved();
                },
                onError: done.onError,
              })
            }
          />
        )}
        {edges.length === 0 ? (
          <Text size="sm" c="dimmed">
            {intl.formatMessage(messages.none)}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="xs" aria-label={intl.formatMessage(messages.title)}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{intl.formatMessage(messages.name)}</Table.Th>
                  <Table.Th>{intl.formatMessage(messages.description)}</Table.Th>
                  <Table.Th>{intl.formatMessage(messages.updatedAt)}</Table.Th>
                  {admin && <Table.Th>{intl.formatMessage(messages.actions)}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {edges.map((edge) => (
                  <DocumentCategoryItem key={edge.node.id} category={edge.node} admin={admin} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
