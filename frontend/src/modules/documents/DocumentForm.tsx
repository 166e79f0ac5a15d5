import { Alert, Input, MultiSelect, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { HistorySince } from '@/modules/history/HistorySince';
import { ClientError } from '@/modules/relay/ClientError';
import { errorMessage } from '@/modules/relay/errorMessages';
import { ConflictPanel, type ConflictRow } from '@/modules/ui/form/ConflictPanel';
import { FormActions } from '@/modules/ui/form/FormActions';
import { KeptValues } from '@/modules/ui/form/KeptValues';
import { RecipeForm } from '@/modules/ui/form/RecipeForm';
import { useFormRecipe } from '@/modules/ui/form/useFormRecipe';
import { PageLoader } from '@/modules/ui/PageLoader';
import { activeStatusId, documentStatus, draftStatusId } from './documentStatuses';
import { useDocumentValueFormatter } from './documentValueFormatter';
import type { DocumentForm_document$key } from './__generated__/DocumentForm_document.graphql';
import type { DocumentForm_query$key } from './__generated__/DocumentForm_query.graphql';
import type { DocumentFormRefetchQuery } from './__generated__/DocumentFormRefetchQuery.graphql';

const MarkdownEditor = lazy(() => import('@/modules/markdown/MarkdownEditor').then((module) => ({ default: module.MarkdownEditor })));

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
  loadingEditor: { id: 'markdown.editor.loading', defaultMessage: 'Loading editor…' },
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

const fields: readonly Field[] = ['title', 'body', 'tagIds', 'categoryId', 'permissionCategoryId', 'statusId'];

/** What the page does with a valid submission; `onError` when it fails, `onSaved` when it worked. */
export type DocumentFormSubmit = (
  values: DocumentFormValues,
  expectedVersion: number | null,
  done: { onError: (error: Error) => void; onSaved: () => void },
) => void;

interface Props {
  query: DocumentForm_query$key;
  document?: DocumentForm_document$key | null;
  submitLabel: string;
  inFlight: boolean;
  onSubmit: DocumentFormSubmit;
  onCancel: () => void;
}

const refetchQuery = graphql`
  query DocumentFormRefetchQuery($id: ID!) {
    document(id: $id) {
      ...DocumentForm_document
    }
  }
`;

/** Maps the server's `extensions.field` (e.g. `input.title`) to a form field. */
function fieldOf(error: unknown): Field | undefined {
  if (!(error instanceof ClientError) || !error.field) return undefined;
  const name = error.field.replace(/^input\./, '').replace(/\[\d+\]$/, '');
  return fields.find((candidate) => candidate === name);
}

/**
 * Create/update form on the form recipe: title, the markdown body (toolbar, image upload with
 * progress, preview, fullscreen) and tags; creating also files it under a category, picks its
 * permission category and whether it starts as a draft (later those change on the detail page).
 * An update sends `expectedVersion`; a save made in between opens the conflict view
 * (204.X000.004): who changed what, theirs beside yours. Nothing is overwritten silently.
 */
export function DocumentForm({ query, document, submitLabel, inFlight, onSubmit, onCancel }: Props) {
  const intl = useIntl();
  const environment = useRelayEnvironment();
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
  const [theirsLoaded, setTheirsLoaded] = useState(false);
  const recipe = useFormRecipe<DocumentFormValues>({
    current,
    currentVersion: existing?.version ?? null,
    onConflict: () => {
      if (!existing) return;
      setTheirsLoaded(false);
      fetchQuery<DocumentFormRefetchQuery>(environment, refetchQuery, { id: existing.id }, { fetchPolicy: 'network-only' })
        .toPromise()
        .then(
          () => setTheirsLoaded(true),
          () => setTheirsLoaded(true),
        );
    },
  });
  const { values } = recipe;
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const set = <K extends Field>(field: K, value: DocumentFormValues[K]) => {
    recipe.set(field, value);
    setErrors((previous) => ({ ...previous, [field]: undefined }));
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

  const send = (values: DocumentFormValues, expectedVersion: number | null) => {
    setFormError(null);
    const title = values.title.trim();
    if (!title) {
      setErrors({ title: intl.formatMessage(messages.titleRequired) });
      return;
    }
    if ([...title].length > documentTitleMaxLength) {
      setErrors({ title: intl.formatMessage(messages.tooLong, { max: documentTitleMaxLength }) });
      return;
    }
    if ([...values.body].length > documentBodyMaxLength) {
      setErrors({ body: intl.formatMessage(messages.tooLong, { max: documentBodyMaxLength }) });
      return;
    }
    setErrors({});
    const sent = { ...values, title };
    onSubmit(sent, expectedVersion, {
      onSaved: () => recipe.saved(sent, expectedVersion === null ? null : expectedVersion + 1),
      onError: (error) => {
        if (expectedVersion !== null && recipe.handleError(error, expectedVersion)) return;
        const field = fieldOf(error);
        if (field) setErrors({ [field]: errorMessage(intl, error) });
        else setFormError(errorMessage(intl, error));
      },
    });
  };

  const canSave = existing ? recipe.dirty : true;
  const submit = () => {
    if (!canSave || inFlight) return;
    send(values, recipe.version);
  };

  const conflict = recipe.conflict;
  const conflictRows: ConflictRow[] = conflict
    ? recipe.changedFields
        .filter((field) => display(field, conflict.mine[field]) !== display(field, current[field]))
        .map((field) => ({
          key: field,
          label: labels[field],
          mine: display(field, conflict.mine[field]),
          theirs: display(field, current[field]),
          long: field === 'body',
        }))
    : [];
  const theirsReady = conflict !== null && theirsLoaded && (conflict.currentVersion === null || (existing?.version ?? 0) >= conflict.currentVersion);
  const kept = recipe.kept;
  const named = (edges: readonly { readonly node: { readonly id: string; readonly name: string } }[]) =>
    edges.map((edge) => ({ value: edge.node.id, label: edge.node.name }));

  return (
    <RecipeForm onSubmit={submit} label={intl.formatMessage(messages.form)}>
      <Stack gap="md">
        {formError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} title={intl.formatMessage(messages.failed)} role="alert">
            {formError}
          </Alert>
        )}
        {conflict && existing && (
          <ConflictPanel
            rows={conflictRows}
            changes={<HistorySince nodeId={existing.id} sinceVersion={conflict.expectedVersion} formatValue={formatValue} />}
            theirsReady={theirsReady}
            saving={inFlight}
            onReload={recipe.reloadTheirs}
            onSaveMine={() => {
              const mine = recipe.mineOverTheirs();
              send(mine.values, mine.version);
            }}
          />
        )}
        {kept && (
          <KeptValues
            rows={(Object.keys(kept) as Field[]).map((field) => ({
              key: field,
              label: labels[field],
              text: display(field, kept[field]),
              long: field === 'body',
            }))}
            onRestore={(field) => recipe.restoreKept(field as Field)}
            onDismiss={recipe.dismissKept}
          />
        )}
        <TextInput
          label={labels.title}
          required
          value={values.title}
          error={errors.title}
          onChange={(event) => set('title', event.currentTarget.value)}
          data-autofocus
        />
        <Input.Wrapper label={labels.body} error={errors.body}>
          <Suspense fallback={<PageLoader label={intl.formatMessage(messages.loadingEditor)} />}>
            <MarkdownEditor label={labels.body} value={values.body} onChange={(value) => set('body', value)} />
          </Suspense>
        </Input.Wrapper>
        <SimpleGrid cols={{ base: 1, sm: existing ? 1 : 2 }}>
          {!existing && (
            <Select
              label={labels.categoryId}
              placeholder={intl.formatMessage(messages.noCategory)}
              clearable
              searchable
              data={named(options.documentCategories.edges)}
              value={values.categoryId}
              error={errors.categoryId}
              onChange={(value) => set('categoryId', value)}
            />
          )}
          {!existing && (
            <Select
              label={labels.permissionCategoryId}
              placeholder={intl.formatMessage(messages.noPermissionCategory)}
              clearable
              searchable
              data={named(options.permissionCategories.edges)}
              value={values.permissionCategoryId}
              error={errors.permissionCategoryId}
              onChange={(value) => set('permissionCategoryId', value)}
            />
          )}
          <MultiSelect
            label={labels.tagIds}
            placeholder={values.tagIds.length ? undefined : intl.formatMessage(messages.noTags)}
            searchable
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
        <FormActions submitLabel={submitLabel} dirty={canSave} inFlight={inFlight} onCancel={onCancel} />
      </Stack>
    </RecipeForm>
  );
}
