import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { HistoryEditForm } from '@/modules/history/HistoryEditForm';
import { useTagFormChoices } from '@/modules/tags/useTagFormChoices';
import { MarkdownField } from '@/modules/markdown/MarkdownField';
import { namedChoices } from '@/modules/ui/form/fieldRules';
import { SearchSelect, SearchMultiSelect } from '@/modules/ui/form/SearchSelect';
import { type FormPageProps } from '@/modules/ui/form/useEditForm';
import { useRecordForm } from '@/modules/ui/form/useRecordForm';
import { activeStatusId, documentStatus, draftStatusId } from './documentStatuses';
import { useDocumentValueFormatter } from './documentValueFormatter';
import { useDocumentFormChoices } from './useDocumentFormChoices';
import type { DocumentForm_document$key } from './__generated__/DocumentForm_document.graphql';
import type { DocumentForm_query$key } from './__generated__/DocumentForm_query.graphql';

/** CreateDocumentInput: title 1–200 characters, body up to 200,000. */
export const documentTitleMaxLength = 200;
export const documentBodyMaxLength = 200_000;

const messages = defineMessages({
  form: { id: 'document.form.label', defaultMessage: 'Document' },
  title: { id: 'document.field.title', defaultMessage: 'Title' },
  body: { id: 'document.field.body', defaultMessage: 'Body' },
  status: { id: 'document.field.status', defaultMessage: 'Status' },
  category: { id: 'document.field.category', defaultMessage: 'Category' },
  permissionCategory: { id: 'document.field.permissionCategory', defaultMessage: 'Permission category' },
  noCategory: { id: 'document.category.none', defaultMessage: 'Uncategorised' },
  noPermissionCategory: { id: 'document.permissionCategory.none', defaultMessage: 'None (only its own role assignments)' },
  tags: { id: 'document.field.tags', defaultMessage: 'Tags' },
  noTags: { id: 'document.form.noTags', defaultMessage: 'No tags' },
  titleRequired: { id: 'document.validation.titleRequired', defaultMessage: 'Enter a title.' },
  failed: { id: 'document.form.failed', defaultMessage: 'The document could not be saved' },
});

export interface DocumentFormValues extends Record<string, unknown> {
  title: string;
  body: string;
  tagIds: string[];
  categoryId: string | null;
  permissionCategoryId: string | null;
  statusId: number;
}

interface Props extends FormPageProps<DocumentFormValues> {
  query: DocumentForm_query$key;
  document?: DocumentForm_document$key | null;
}

const refetchQuery = graphql`
  query DocumentFormRefetchQuery($id: ID!) {
    document(id: $id) {
      ...DocumentForm_document
    }
  }
`;

/**
 * Create/update form on the form recipe: title, the markdown body (toolbar, image upload with
 * progress, preview, fullscreen) and tags; creating also files it under a category, picks its
 * permission category and whether it starts as a draft (later those change on the detail page).
 * An update sends `expectedVersion`; a save made in between opens the conflict view
 * (204.X000.004): who changed what, theirs beside yours. Nothing is overwritten silently.
 */
export function DocumentForm({ query, document, ...page }: Props) {
  const intl = useIntl();
  const formatValue = useDocumentValueFormatter();
  const options = useFragment(
    graphql`
      fragment DocumentForm_query on Query {
        ...useDocumentFormChoices_query
        ...useTagFormChoices_query
      }
    `,
    query,
  );
  const existing = useFragment(
    graphql`
      fragment DocumentForm_document on Document {
        id
        title
        body
        statusId
        version
        tags {
          id
          name
        }
      }
    `,
    document ?? null,
  );
  const current: DocumentFormValues = {
    title: existing?.title ?? '',
    body: existing?.body ?? '',
    tagIds: existing?.tags.map((tag) => tag.id) ?? [],
    categoryId: null,
    permissionCategoryId: null,
    statusId: existing?.statusId ?? activeStatusId,
  };
  const tags = useTagFormChoices(options, existing?.tags);
  const choices = useDocumentFormChoices(options);
  const form = useRecordForm<DocumentFormValues>({
    current,
    record: existing,
    refetch: refetchQuery,
    labels: {
      title: messages.title,
      body: messages.body,
      tagIds: messages.tags,
      categoryId: messages.category,
      permissionCategoryId: messages.permissionCategory,
      statusId: messages.status,
    },
    display: { tagIds: tags.namesOf, statusId: (id) => intl.formatMessage(documentStatus(id).label) },
    long: ['body'],
    trim: ['title'],
    required: { title: messages.titleRequired },
    maxLength: { title: documentTitleMaxLength, body: documentBodyMaxLength },
    page,
  });
  const { values } = form;
  const statuses = [activeStatusId, draftStatusId].map(documentStatus);

  return (
    <HistoryEditForm
      form={form}
      messages={messages}
      formatValue={formatValue}
    >
      <TextInput {...form.input('title')} required data-autofocus />
      <MarkdownField {...form.bind('body')} />
      <SimpleGrid cols={{ base: 1, sm: existing ? 1 : 2 }}>
        {!existing && (
          <SearchSelect {...form.bind('categoryId')} placeholder={intl.formatMessage(messages.noCategory)} clearable data={namedChoices(choices.categories).data} />
        )}
        {!existing && (
          <SearchSelect
            {...form.bind('permissionCategoryId')}
            placeholder={intl.formatMessage(messages.noPermissionCategory)}
            clearable
            data={namedChoices(choices.permissionCategories).data}
          />
        )}
        <SearchMultiSelect
          {...form.bind('tagIds')}
          placeholder={values.tagIds.length ? undefined : intl.formatMessage(messages.noTags)}
          clearable
          data={tags.data}
          {...tags.search}
        />
        {!existing && (
          <Select {...form.numberChoice('statusId', statuses)} />
        )}
      </SimpleGrid>
    </HistoryEditForm>
  );
}
