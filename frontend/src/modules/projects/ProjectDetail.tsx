import { Anchor, Card, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link, useNavigate } from 'react-router';
import { HistoryPanel } from '@/modules/history/HistoryPanel';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { MarkdownSection } from '@/modules/markdown/MarkdownSection';
import { DeleteButton } from '@/modules/trash/DeleteButton';
import { DetailItems } from '@/modules/ui/DetailFacts';
import { DetailStatusError, DetailStatusSelect, useDetailStatus } from '@/modules/ui/DetailStatus';
import { AuthoredFacts } from '@/modules/ui/detail/AuthoredFacts';
import { DetailHeader } from '@/modules/ui/detail/DetailHeader';
import { EditButton } from '@/modules/ui/detail/EditButton';
import { projectStatuses } from './projectStatuses';
import { ProjectStatusBadge } from './ProjectStatusBadge';
import { useProjectValueFormatter } from './projectValueFormatter';
import { useChangeProjectStatus } from './useChangeProjectStatus';
import { projectMessages } from './projectMessages';
import { mayEditProject, type ProjectViewer } from './projectEditors';
import type { ProjectDetail_project$key } from './__generated__/ProjectDetail_project.graphql';

const messages = defineMessages({
  noOrganizations: { id: 'project.detail.noOrganizations', defaultMessage: 'No organizations.' },
  noTeam: { id: 'project.detail.noTeam', defaultMessage: 'Nobody on the team yet.' },
  createdBy: { id: 'project.field.createdBy', defaultMessage: 'Created by' },
  statusFailed: { id: 'project.detail.statusFailed', defaultMessage: 'The status was not changed' },
  statusChanged: defineMessage<{ status: string }>({ id: 'project.detail.statusChanged', defaultMessage: 'Status changed to {status}.' }),
  version: defineMessage<{ version: number }>({ id: 'project.detail.version', defaultMessage: 'Version {version, number}' }),
});

interface Props {
  project: ProjectDetail_project$key;
  /** Who reads the page: Delete is offered to whoever may edit the project. */
  viewer: ProjectViewer;
  children?: ReactNode;
}

/**
 * A project's details (issue 13): description as markdown, its organizations and team as links,
 * the status select (changeProjectStatus is Management's: the server refuses others and its
 * translated message is shown), `children` (the project's questions), then the shared history
 * panel. Delete (issue 35) moves it to the trash and returns to the list.
 */
export function ProjectDetail({ project, viewer, children }: Props) {
  const intl = useIntl();
  const to = useLocalePath();
  const navigate = useNavigate();
  const formatValue = useProjectValueFormatter();
  const data = useFragment(
    graphql`
      fragment ProjectDetail_project on Project {
        id
        name
        description
        statusId
        createdAt
        updatedAt
        version
        organizations {
          id
          name
        }
        employees {
          id
          name
        }
        createdBy {
          id
          name
        }
      }
    `,
    project,
  );
  const [changeStatus, inFlight] = useChangeProjectStatus();
  const status = useDetailStatus({
    statuses: projectStatuses,
    current: data.statusId,
    commit: (statusId, callbacks) => changeStatus({ variables: { input: { id: data.id, statusId } }, ...callbacks }),
    changed: messages.statusChanged,
  });

  // Each organization and team member by name, linking to their page.
  const linkUnder = (list: string) => (record: { id: string; name: string }) => (
    <Anchor key={record.id} component={Link} to={to(`${list}/${encodeURIComponent(record.id)}`)} size="sm">
      {record.name}
    </Anchor>
  );

  return (
    <Stack gap="lg">
      <DetailHeader
        title={data.name}
        titleTestId="project-name"
        below={
          <Group gap="xs">
            <ProjectStatusBadge statusId={data.statusId} />
            <Text size="xs" c="dimmed">
              {intl.formatMessage(messages.version, { version: data.version })}
            </Text>
          </Group>
        }
        wrapActions
        actions={
          <>
            <EditButton to={to(`/projects/${encodeURIComponent(data.id)}/update`)} variant="light" data-testid="project-edit" />
            {mayEditProject(viewer, data) && <DeleteButton id={data.id} version={data.version} name={data.name} onDeleted={() => void navigate(to('/projects'))} />}
          </>
        }
      />
      <Card withBorder radius="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          <DetailStatusSelect {...status.select} label={intl.formatMessage(projectMessages.status)} disabled={inFlight} />
          <DetailItems label={intl.formatMessage(projectMessages.organizations)} items={data.organizations} empty={intl.formatMessage(messages.noOrganizations)} gap="xs">
            {linkUnder('/organizations')}
          </DetailItems>
          <DetailItems label={intl.formatMessage(projectMessages.team)} items={data.employees} empty={intl.formatMessage(messages.noTeam)} gap="xs">
            {linkUnder('/members')}
          </DetailItems>
        </SimpleGrid>
        <DetailStatusError error={status.error} title={intl.formatMessage(messages.statusFailed)} mt="md" />
        <Divider my="md" />
        <AuthoredFacts author={data.createdBy} authorLabel={intl.formatMessage(messages.createdBy)} record={data} />
      </Card>
      <MarkdownSection title={intl.formatMessage(projectMessages.description)} source={data.description} />
      {children}
      <HistoryPanel nodeId={data.id} reloadKey={data.version} formatValue={formatValue} />
    </Stack>
  );
}
