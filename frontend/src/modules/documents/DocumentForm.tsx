import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { HistorySince } from '@/modules/history/HistorySince';
import { MarkdownField } from '@/modules/markdown/MarkdownField';
import { useNodeReload } from '@/modules/relay/useNodeReload';
import { EditForm } from '@/modules/ui/form/EditForm';
import { SearchSelect, SearchMultiSelect } from '@/modules/ui/form/SearchSelect';
import { useEditForm, type FormPageProps, type FormSave } from '@/modules/ui/form/useEditForm';
import { activeStatusId, documentStatus, draftStatusId } from './documentStatuses';
import { useDocumentValueFormatter } from './documentValueFormatter';
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
  empty: { id: 'history.value.none', defaultMessage: '(none)' },
  titleRequired: { id: 'document.validation.titleRequired', defaultMessage: 'Enter a title.' },
  tooLong: defineMessage<{ max: number }>({ id: 'project.validation.nameTooLong', defaultMessage: 'Use at most {max, number} characters.' }),
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

type Field = keyof DocumentFormValues & string;


/** What the page does with a valid submission; `onError` when it fails, `onSaved` when it worked. */
export type DocumentFormSubmit = FormSave<DocumentFormValues>;

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
export function DocumentForm({ query, document, submitLabel, inFlight, onSubmit, onCancel }: Props) {
  const intl = useIntl();
  const formatValue = useDocumentValueFormatter();
  const options = useFragment(
    graphql`
      fragment DocumentForm_query on Query {
        documentCategories(first: 100) {
          edges {
            node {
              id
              name
            }
          }
        }
        permissionCategories(first: 100) {
          edges {
            node {
              id
              name
            }
          }
        }
        tags(first: 100) {
          edges {
            node {
              id
              name
            }
          }
        }
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


  const tagNames = new Map<string, string>([
    ...options.tags.edges.map((edge) => [edge.node.id, edge.node.name] as [string, string]),
    ...(existing?.tags ?? []).map((tag) => [tag.id, tag.name] as [string, string]),
  ]);
  const tagOptions = [...tagNames].map(([value, label]) => ({ value, label }));
  const labels: Record<Field, string> = {
    title: intl.formatMessage(messages.title),
    body: intl.formatMessage(messages.body),
    tagIds: intl.formatMessage(messages.tags),
    categoryId: intl.formatMessage(messages.category),
    permissionCategoryId: intl.formatMessage(messages.permissionCategory),
    statusId: intl.formatMessage(messages.status),
  };
  const display = (field: Field, value: unknown): string => {
    switch (field) {
      case 'tagIds': {
        const ids = value as string[];
        return ids.length ? intl.formatList(ids.map((id) => tagNames.get(id) ?? id)) : intl.formatMessage(messages.empty);
      }
      case 'statusId':
        return intl.formatMessage(documentStatus(value as number).label);
      default:
        return (value as string | null) || intl.formatMessage(messages.empty);
    }
  };

  const form = useEditForm<DocumentFormValues>({
    current,
    currentVersion: existing?.version ?? null,
    reload: useNodeReload(refetchQuery, existing?.id),
    labels,
    display,
    long: ['body'],
    prepare: (values) => ({ ...values, title: values.title.trim() }),
    validate: ({ title, body }) => {
      if (!title) return { title: intl.formatMessage(messages.titleRequired) };
      if ([...title].length > documentTitleMaxLength) return { title: intl.formatMessage(messages.tooLong, { max: documentTitleMaxLength }) };
      if ([...body].length > documentBodyMaxLength) return { body: intl.formatMessage(messages.tooLong, { max: documentBodyMaxLength }) };
      return {};
    },
    save: onSubmit,
    inFlight,
  });
  const { values, errors, set } = form;
  const named = (edges: readonly { readonly node: { readonly id: string; readonly name: string } }[]) =>
    edges.map((edge) => ({ value: edge.node.id, label: edge.node.name }));

  return (
    <EditForm
      form={form}
      label={intl.formatMessage(messages.form)}
      submitLabel={submitLabel}
      onCancel={onCancel}
      failedTitle={intl.formatMessage(messages.failed)}
      changes={(since) => existing && <HistorySince nodeId={existing.id} sinceVersion={since} formatValue={formatValue} />}
    >
      <TextInput
        label={labels.title}
        required
        value={values.title}
        error={errors.title}
        onChange={(event) => set('title', event.currentTarget.value)}
        data-autofocus
      />
      <MarkdownField label={labels.body} value={values.body} error={errors.body} onChange={(value) => set('body', value)} />
      <SimpleGrid cols={{ base: 1, sm: existing ? 1 : 2 }}>
        {!existing && (
          <SearchSelect
            label={labels.categoryId}
            placeholder={intl.formatMessage(messages.noCategory)}
            clearable
            data={named(options.documentCategories.edges)}
            value={values.categoryId}
            error={errors.categoryId}
            onChange={(value) => set('categoryId', value)}
          />
        )}
        {!existing && (
          <SearchSelect
            label={labels.permissionCategoryId}
            placeholder={intl.formatMessage(messages.noPermissionCategory)}
            clearable
            data={named(options.permissionCategories.edges)}
            value={values.permissionCategoryId}
            error={errors.permissionCategoryId}
            onChange={(value) => set('permissionCategoryId', value)}
          />
        )}
        <SearchMultiSelect
          label={labels.tagIds}
          placeholder={values.tagIds.length ? undefined : intl.formatMessage(messages.noTags)}
          clearable
          data={tagOptions}
          value={values.tagIds}
          error={errors.tagIds}
          onChange={(ids) => set('tagIds', ids)}
        />
        {!existing && (
          <Select
            label={labels.statusId}
            allowDeselect={false}
            data={[activeStatusId, draftStatusId].map((id) => ({ value: String(id), label: intl.formatMessage(documentStatus(id).label) }))}
            value={String(values.statusId)}
            error={errors.statusId}
            onChange={(value) => value && set('statusId', Number(value))}
          />
        )}
      </SimpleGrid>
    </EditForm>
  );
}
