import { Button, Card, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArchive, IconArchiveOff, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import { HistoryPanel } from '@/modules/history/HistoryPanel';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { MarkdownView } from '@/modules/markdown/MarkdownView';
import { errorMessage } from '@/modules/relay/errorMessages';
import { TagFacts } from '@/modules/tags/TagBadge';
import { DeleteButton } from '@/modules/trash/DeleteButton';
import { DetailField } from '@/modules/ui/DetailFacts';
import { ErrorAlert } from '@/modules/ui/ErrorAlert';
import { SearchSelect } from '@/modules/ui/form/SearchSelect';
import { AuthoredFacts } from '@/modules/ui/detail/AuthoredFacts';
import { EditButton } from '@/modules/ui/detail/EditButton';
import { namedChoices } from '@/modules/ui/form/fieldRules';
import { DocumentAccess } from './DocumentAccess';
import { DocumentAttachments } from './DocumentAttachments';
import { activeStatusId, archivedStatusId, documentStatus, draftStatusId } from './documentStatuses';
import { DocumentStatusBadge } from './DocumentStatusBadge';
import { useDocumentValueFormatter } from './documentValueFormatter';
import { DocumentVersions } from './DocumentVersions';
import { FavouriteToggle } from './FavouriteToggle';
import { useAssignDocumentCategory } from './useAssignDocumentCategory';
import { useChangeDocumentStatus } from './useChangeDocumentStatus';
import { useDocumentFormChoices } from './useDocumentFormChoices';
import type { DocumentDetail_document$key } from './__generated__/DocumentDetail_document.graphql';
import type { DocumentDetail_query$key } from './__generated__/DocumentDetail_query.graphql';

const messages = defineMessages({
  publish: { id: 'document.detail.publish', defaultMessage: 'Publish' },
  archive: { id: 'document.detail.archive', defaultMessage: 'Archive' },
  unarchive: { id: 'document.detail.unarchive', defaultMessage: 'Unarchive' },
  category: { id: 'document.field.category', defaultMessage: 'Category' },
  noCategory: { id: 'document.category.none', defaultMessage: 'Uncategorised' },
  permissionCategory: { id: 'document.field.permissionCategory', defaultMessage: 'Permission category' },
  noPermissionCategory: { id: 'document.permissionCategory.none', defaultMessage: 'None (only its own role assignments)' },
  tags: { id: 'document.field.tags', defaultMessage: 'Tags' },
  noTags: { id: 'document.form.noTags', defaultMessage: 'No tags' },
  author: { id: 'document.field.author', defaultMessage: 'Author' },
  emptyBody: { id: 'document.detail.emptyBody', defaultMessage: 'This document has no text yet.' },
  actionFailed: { id: 'document.detail.actionFailed', defaultMessage: 'The change was not made' },
  statusChanged: defineMessage<{ status: string }>({ id: 'project.detail.statusChanged', defaultMessage: 'Status changed to {status}.' }),
  categoryChanged: { id: 'document.detail.categoryChanged', defaultMessage: 'Category changed.' },
  version: defineMessage<{ revision: number }>({ id: 'document.versions.revision', defaultMessage: 'Version {revision, number}' }),
});

interface Props {
  document: DocumentDetail_document$key;
  query: DocumentDetail_query$key;
}

/**
 * A document (issue 14): the rendered body, status, category, permission category, tags, author
 * and favourite star; editors (`mayEdit`) edit, publish, archive or unarchive, file it under a
 * category, manage attachments and delete it (issue 35); the author and admins
 * (`mayManageAccess`) decide who has access. Below: its versions (compare any two, restore one)
 * and its history.
 */
export function DocumentDetail({ document, query }: Props) {
  const intl = useIntl();
  const to = useLocalePath();
  const navigate = useNavigate();
  const formatValue = useDocumentValueFormatter();
  const data = useFragment(
    graphql`
      fragment DocumentDetail_document on Document {
        id
        title
        body
        statusId
        version
        revision
        createdAt
        updatedAt
        mayEdit
        mayManageAccess
        isFavourite
        category {
          id
          name
        }
        permissionCategory {
          id
          name
        }
        tags {
          id
          name
          color
        }
        author {
          id
          name
        }
        ...DocumentAttachments_document
        ...DocumentAccess_document
        ...DocumentVersions_document
      }
    `,
    document,
  );
  const options = useFragment(
    graphql`
      fragment DocumentDetail_query on Query {
        ...useDocumentFormChoices_query
        roles {
          roleId
          name
        }
        deletedRoles {
          roleId
          name
        }
      }
    `,
    query,
  );
  const [changeStatus, changingStatus] = useChangeDocumentStatus();
  const [assignCategory, assigningCategory] = useAssignDocumentCategory();
  const [actionError, setActionError] = useState<string | null>(null);
  const onError = (error: Error) => setActionError(errorMessage(intl, error));

  const setStatus = (statusId: number) => {
    setActionError(null);
    changeStatus({
      variables: { input: { id: data.id, statusId } },
      onCompleted: () =>
        void notifications.show({ color: 'green', message: intl.formatMessage(messages.statusChanged, { status: intl.formatMessage(documentStatus(statusId).label) }) }),
      onError,
    });
  };
  const choices = useDocumentFormChoices(options);
  // The document's own category stays named when the list does not hold it.
  const categories = namedChoices(choices.categories, data.category ? [data.category] : []).data;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Group gap={6} align="flex-start" wrap="nowrap" style={{ flex: 1, minWidth: 240 }}>
          <FavouriteToggle documentId={data.id} isFavourite={data.isFavourite} />
          <Stack gap={6} style={{ minWidth: 0 }}>
            <Title order={2} size="h3" style={{ wordBreak: 'break-word' }} data-testid="document-title">
              {data.title}
            </Title>
            <Group gap="xs">
              <DocumentStatusBadge statusId={data.statusId} />
              <Text size="xs" c="dimmed" data-testid="document-revision-number">
                {intl.formatMessage(messages.version, { revision: data.revision })}
              </Text>
            </Group>
          </Stack>
        </Group>
        {data.mayEdit && (
          <Group gap="xs">
            {data.statusId === draftStatusId && (
              <Button variant="light" color="green" leftSection={<IconSend size={16} aria-hidden />} loading={changingStatus} onClick={() => setStatus(activeStatusId)}>
                {intl.formatMessage(messages.publish)}
              </Button>
            )}
            {data.statusId === activeStatusId && (
              <Button variant="default" leftSection={<IconArchive size={16} aria-hidden />} loading={changingStatus} onClick={() => setStatus(archivedStatusId)}>
                {intl.formatMessage(messages.archive)}
              </Button>
            )}
            {data.statusId === archivedStatusId && (
              <Button variant="default" leftSection={<IconArchiveOff size={16} aria-hidden />} loading={changingStatus} onClick={() => setStatus(activeStatusId)}>
                {intl.formatMessage(messages.unarchive)}
              </Button>
            )}
            <EditButton to={to(`/documents/${encodeURIComponent(data.id)}/update`)} data-testid="document-edit" />
            {/* Whoever may edit a document deletes it, with its versions (issue 35). */}
            <DeleteButton id={data.id} version={data.version} name={data.title} onDeleted={() => void navigate(to('/documents'))} />
          </Group>
        )}
      </Group>
      {actionError && (
        <ErrorAlert title={intl.formatMessage(messages.actionFailed)} withCloseButton onClose={() => setActionError(null)}>
          {actionError}
        </ErrorAlert>
      )}
      <Card withBorder radius="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {data.mayEdit ? (
            <SearchSelect
              label={intl.formatMessage(messages.category)}
              placeholder={intl.formatMessage(messages.noCategory)}
              clearable
              disabled={assigningCategory}
              data={categories}
              value={data.category?.id ?? null}
              onChange={(value) => {
                if ((value ?? null) === (data.category?.id ?? null)) return;
                setActionError(null);
                assignCategory({
                  variables: { input: { id: data.id, categoryId: value } },
                  onCompleted: () => void notifications.show({ color: 'green', message: intl.formatMessage(messages.categoryChanged) }),
                  onError,
                });
              }}
            />
          ) : (
            <DetailField label={intl.formatMessage(messages.category)}>
              <Text size="sm">{data.category?.name ?? intl.formatMessage(messages.noCategory)}</Text>
            </DetailField>
          )}
          <DetailField label={intl.formatMessage(messages.permissionCategory)}>
            <Text size="sm" data-testid="document-permission-category">
              {data.permissionCategory?.name ?? intl.formatMessage(messages.noPermissionCategory)}
            </Text>
          </DetailField>
          <TagFacts tags={data.tags} label={intl.formatMessage(messages.tags)} empty={intl.formatMessage(messages.noTags)} />
        </SimpleGrid>
        <Divider my="md" />
        <AuthoredFacts author={data.author} authorLabel={intl.formatMessage(messages.author)} record={data} />
      </Card>
      <Card withBorder radius="md" data-testid="document-body">
        {data.body.trim() ? <MarkdownView source={data.body} /> : <Text c="dimmed">{intl.formatMessage(messages.emptyBody)}</Text>}
      </Card>
      <DocumentAttachments document={data} />
      {data.mayManageAccess && (
        <DocumentAccess
          document={data}
          roles={options.roles}
          deletedRoles={options.deletedRoles}
          permissionCategories={choices.permissionCategories}
        />
      )}
      <DocumentVersions document={data} />
      <HistoryPanel nodeId={data.id} reloadKey={data.version} formatValue={formatValue} />
    </Stack>
  );
}
