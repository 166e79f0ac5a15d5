import { defineMessages, useIntl } from 'react-intl';
import { graphql, useRefetchableFragment } from 'react-relay';
import { ChoiceListFrame } from '@/modules/ui/choices/ChoiceListFrame';
import { useLiveChoices } from '@/modules/ui/choices/useLiveChoices';
import { CategoryCreateForm } from './CategoryCreateForm';
import { DocumentCategoryItem } from './DocumentCategoryItem';
import { useCreateDocumentCategory } from './useCreateDocumentCategory';
import { useDocumentCategoriesChangedSubscription } from './useDocumentCategoriesChangedSubscription';
import type { DocumentCategoryManager_query$key } from './__generated__/DocumentCategoryManager_query.graphql';
import { ScrollTable } from '@/modules/ui/ScrollTable';

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
  useLiveChoices(connectionId, refetch, useDocumentCategoriesChangedSubscription);
  const edges = data.documentCategories.edges;
  const title = intl.formatMessage(messages.title);
  return (
    <ChoiceListFrame
      messages={messages}
      admin={admin}
      create={{ Form: CategoryCreateForm, inFlight, commit: (values, callbacks) => create({ variables: { input: values }, ...callbacks }) }}
      empty={edges.length === 0}
    >
      <ScrollTable
        minWidth={560}
        columns={[messages.name, messages.description, messages.updatedAt, admin && messages.actions]}
        verticalSpacing="xs"
        aria-label={title}
      >
        {edges.map((edge) => (
          <DocumentCategoryItem key={edge.node.id} category={edge.node} admin={admin} />
        ))}
      </ScrollTable>
    </ChoiceListFrame>
  );
}
