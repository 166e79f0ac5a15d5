import { Alert, Badge, Button, Group, SegmentedControl, Select, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconVersions } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { errorMessage } from '@/modules/relay/errorMessages';
import { staleVersion } from '@/modules/ui/form/staleVersion';
import { formatDateTime, isoDateTime } from '@/modules/ui/formatDate';
import { PageLoader } from '@/modules/ui/PageLoader';
import { SectionErrorBoundary } from '@/modules/ui/SectionErrorBoundary';
import { SectionTitle } from '@/modules/ui/SectionTitle';
import { DocumentVersionDiff } from './DocumentVersionDiff';
import { useRestoreDocumentRevision } from './useRestoreDocumentRevision';
import type { DocumentVersions_document$key } from './__generated__/DocumentVersions_document.graphql';
import { ScrollTable } from '@/modules/ui/ScrollTable';

const messages = defineMessages({
  title: { id: 'document.versions.title', defaultMessage: 'Versions' },
  revision: defineMessage<{ revision: number }>({ id: 'document.versions.revision', defaultMessage: 'Version {revision, number}' }),
  version: { id: 'document.versions.version', defaultMessage: 'Version' },
  current: { id: 'document.versions.current', defaultMessage: 'Current' },
  restoredFrom: defineMessage<{ revision: number }>({ id: 'document.versions.restoredFrom', defaultMessage: 'Restored from version {revision, number}' }),
  savedBy: { id: 'document.versions.savedBy', defaultMessage: 'Saved by' },
  savedAt: { id: 'document.versions.savedAt', defaultMessage: 'Saved' },
  docTitle: { id: 'document.field.title', defaultMessage: 'Title' },
  system: { id: 'history.system', defaultMessage: 'System' },
  compare: { id: 'document.versions.compare', defaultMessage: 'Compare' },
  from: { id: 'document.versions.from', defaultMessage: 'Older' },
  to: { id: 'document.versions.to', defaultMessage: 'Newer' },
  mode: { id: 'document.versions.mode', defaultMessage: 'Diff view' },
  sideBySide: { id: 'document.versions.sideBySide', defaultMessage: 'Side by side' },
  inline: { id: 'document.versions.inline', defaultMessage: 'Inline' },
  only: { id: 'document.versions.only', defaultMessage: 'There is one version so far: save a change to compare versions.' },
  restore: { id: 'document.versions.restore', defaultMessage: 'Restore this version' },
  restored: defineMessage<{ revision: number }>({ id: 'document.versions.restored', defaultMessage: 'Version {revision, number} restored as the current version.' }),
  stale: { id: 'document.versions.stale', defaultMessage: 'Someone saved the document after you opened it, so nothing was restored. Look at the latest version and try again.' },
  restoreFailed: { id: 'document.versions.restoreFailed', defaultMessage: 'The version was not restored' },
  loading: { id: 'document.versions.loading', defaultMessage: 'Loading the versions…' },
  actions: { id: 'role.field.actions', defaultMessage: 'Actions' },
});

/**
 * Every save of the document, newest first: any two compared (by default the previous one with
 * the current one), side by side or inline; an editor restores an older one as a new version
 * (sending the version the page showed, so a save in between is not overwritten).
 */
export function DocumentVersions({ document }: { document: DocumentVersions_document$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment DocumentVersions_document on Document {
        id
        version
        revision
        mayEdit
        revisions {
          revision
          title
          savedAt
          restoredRevision
          savedBy {
            id
            name
          }
        }
      }
    `,
    document,
  );
  const [picked, setPicked] = useState<{ from: number; to: number; at: number } | null>(null);
  const [mode, setMode] = useState<'sideBySide' | 'inline'>('sideBySide');
  const [restore, restoring] = useRestoreDocumentRevision();
  const [restoreError, setRestoreError] = useState<string | null>(null);
  // A new save moves the default comparison to the new previous → current.
  const pair = picked && picked.at === data.revision ? picked : { from: Math.max(1, data.revision - 1), to: data.revision, at: data.revision };
  const options = data.revisions.map((revision) => ({ value: String(revision.revision), label: intl.formatMessage(messages.revision, { revision: revision.revision }) }));

  const onRestore = (revision: number) => {
    setRestoreError(null);
    restore({
      variables: { input: { id: data.id, revision, expectedVersion: data.version } },
      onCompleted: () => void notifications.show({ color: 'green', message: intl.formatMessage(messages.restored, { revision }) }),
      onError: (error) => setRestoreError(staleVersion(error) ? intl.formatMessage(messages.stale) : errorMessage(intl, error)),
    });
  };

  return (
    <Stack gap="sm" component="section" aria-label={intl.formatMessage(messages.title)} data-testid="document-versions">
      <SectionTitle icon={IconVersions}>{intl.formatMessage(messages.title)}</SectionTitle>
      {restoreError && (
        <Alert color="orange" title={intl.formatMessage(messages.restoreFailed)} role="alert" data-testid="document-restore-error" withCloseButton onClose={() => setRestoreError(null)}>
          {restoreError}
        </Alert>
      )}
      <ScrollTable
        minWidth={560}
        columns={[messages.version, messages.docTitle, messages.savedBy, messages.savedAt, data.mayEdit && messages.actions]}
        verticalSpacing={4}
        aria-label={intl.formatMessage(messages.title)}
      >
        {data.revisions.map((revision) => (
          <Table.Tr key={revision.revision} data-testid="document-revision" data-revision={revision.revision}>
            <Table.Td>
              <Group gap={6} wrap="nowrap">
                <Text size="sm">{intl.formatMessage(messages.revision, { revision: revision.revision })}</Text>
                {revision.revision === data.revision && (
                  <Badge size="xs" variant="light">
                    {intl.formatMessage(messages.current)}
                  </Badge>
                )}
              </Group>
              {revision.restoredRevision != null && (
                <Text size="xs" c="dimmed">
                  {intl.formatMessage(messages.restoredFrom, { revision: revision.restoredRevision })}
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              <Text size="sm" lineClamp={1}>
                {revision.title}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{revision.savedBy?.name ?? intl.formatMessage(messages.system)}</Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm" component="time" dateTime={isoDateTime(revision.savedAt)}>
                {formatDateTime(intl, revision.savedAt)}
              </Text>
            </Table.Td>
            {data.mayEdit && (
              <Table.Td>
                {revision.revision !== data.revision && (
                  <Button size="compact-xs" variant="light" loading={restoring} onClick={() => onRestore(revision.revision)}>
                    {intl.formatMessage(messages.restore)}
                  </Button>
                )}
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </ScrollTable>
      {data.revision < 2 ? (
        <Text size="sm" c="dimmed">
          {intl.formatMessage(messages.only)}
        </Text>
      ) : (
        <Stack gap="xs">
          <Group gap="sm" align="flex-end" wrap="wrap">
            <Text size="sm" fw={600}>
              {intl.formatMessage(messages.compare)}
            </Text>
            <Select
              label={intl.formatMessage(messages.from)}
              w={160}
              allowDeselect={false}
              data={options}
              value={String(pair.from)}
              onChange={(value) => value && setPicked({ ...pair, from: Number(value) })}
            />
            <Select
              label={intl.formatMessage(messages.to)}
              w={160}
              allowDeselect={false}
              data={options}
              value={String(pair.to)}
              onChange={(value) => value && setPicked({ ...pair, to: Number(value) })}
            />
            <SegmentedControl
              aria-label={intl.formatMessage(messages.mode)}
              value={mode}
              onChange={(value) => setMode(value === 'inline' ? 'inline' : 'sideBySide')}
              data={[
                { value: 'sideBySide', label: intl.formatMessage(messages.sideBySide) },
                { value: 'inline', label: intl.formatMessage(messages.inline) },
              ]}
            />
          </Group>
          <SectionErrorBoundary
            key={`${pair.from}-${pair.to}`}
            fallback={(error) => (
              <Text size="sm" c="dimmed">
                {errorMessage(intl, error)}
              </Text>
            )}
          >
            <Suspense fallback={<PageLoader label={intl.formatMessage(messages.loading)} />}>
              <DocumentVersionDiff documentId={data.id} from={Math.min(pair.from, pair.to)} to={Math.max(pair.from, pair.to)} mode={mode} />
            </Suspense>
          </SectionErrorBoundary>
        </Stack>
      )}
    </Stack>
  );
}
