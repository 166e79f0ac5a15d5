import { Anchor, Card, Divider, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link, useNavigate } from 'react-router';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { MarkdownSection } from '@/modules/markdown/MarkdownSection';
import { DeleteButton } from '@/modules/trash/DeleteButton';
import { DetailField } from '@/modules/ui/DetailFacts';
import { DetailStatusError, DetailStatusSelect, useDetailStatus } from '@/modules/ui/DetailStatus';
import { AuthoredFacts } from '@/modules/ui/detail/AuthoredFacts';
import { DetailHeader } from '@/modules/ui/detail/DetailHeader';
import { EditButton } from '@/modules/ui/detail/EditButton';
import { ApplicationEditModal } from './ApplicationEditModal';
import { applicationStatuses } from './applicationStatuses';
import { ApplicationStatusBadge } from './ApplicationStatusBadge';
import { ApplicationProgress } from './ApplicationProgress';
import { useChangeApplicationStatus } from './useChangeApplicationStatus';
import { applicationMessages } from './applicationMessages';
import type { ApplicationDetail_application$key } from './__generated__/ApplicationDetail_application.graphql';

const messages = defineMessages({
  createdBy: { id: 'application.field.createdBy', defaultMessage: 'Created by' },
  statusChanged: defineMessage<{ status: string }>({ id: 'application.detail.statusChanged', defaultMessage: 'Status changed to {status}.' }),
});

/**
 * An application's header (issue 16): name, status (changed in place), project, the progress of
 * its pages and requirements (completed leaves of each tree, following node changes live),
 * who created it and when, the description, "Edit" (name and description in a dialog) and
 * "Delete" (to the trash with its trees, issue 35).
 */
export function ApplicationDetail({ application }: { application: ApplicationDetail_application$key }) {
  const intl = useIntl();
  const to = useLocalePath();
  const navigate = useNavigate();
  const data = useFragment(
    graphql`
      fragment ApplicationDetail_application on Application {
        id
        applicationName
        description
        statusId
        createdAt
        updatedAt
        version
        project {
          id
          name
        }
        createdBy {
          id
          name
        }
        ...ApplicationProgress_application
        ...ApplicationForm_application
      }
    `,
    application,
  );
  const [changeStatus, inFlight] = useChangeApplicationStatus();
  const [editing, setEditing] = useState(false);
  const status = useDetailStatus({
    statuses: applicationStatuses,
    current: data.statusId,
    commit: (statusId, callbacks) => changeStatus({ variables: { input: { id: data.id, statusId } }, ...callbacks }),
    changed: messages.statusChanged,
  });

  return (
    <Stack gap="md">
      <DetailHeader
        title={data.applicationName}
        titleTestId="application-name"
        below={<ApplicationStatusBadge statusId={data.statusId} />}
        wrapActions
        actions={
          <>
            <EditButton variant="light" onClick={() => setEditing(true)} data-testid="application-edit" />
            {/* To the trash with its pages and requirements (issue 35), with Undo. */}
            <DeleteButton id={data.id} version={data.version} name={data.applicationName} onDeleted={() => void navigate(to('/applications'))} />
          </>
        }
      />
      <Card withBorder radius="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          <DetailStatusSelect {...status.select} label={intl.formatMessage(applicationMessages.status)} disabled={inFlight} />
          <DetailField label={intl.formatMessage(applicationMessages.project)}>
            {data.project && (
              <Anchor component={Link} to={to(`/projects/${encodeURIComponent(data.project.id)}`)} size="sm" data-testid="application-project">
                {data.project.name}
              </Anchor>
            )}
          </DetailField>
          <DetailField label={intl.formatMessage(applicationMessages.progress)}>
            <ApplicationProgress application={data} />
          </DetailField>
        </SimpleGrid>
        <DetailStatusError error={status.error} title={intl.formatMessage(applicationMessages.statusFailed)} mt="md" />
        <Divider my="md" />
        <AuthoredFacts author={data.createdBy} authorLabel={intl.formatMessage(messages.createdBy)} record={data} />
        <Divider my="md" />
        <MarkdownSection title={intl.formatMessage(applicationMessages.description)} source={data.description} order={3} size="h5" data-testid="application-description" />
      </Card>
      {editing && <ApplicationEditModal id={data.id} application={data} onClose={() => setEditing(false)} />}
    </Stack>
  );
}
