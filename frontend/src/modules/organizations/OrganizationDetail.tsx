import { Anchor, Card, Divider, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconEdit, IconUserPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { HistoryPanel } from '@/modules/history/HistoryPanel';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { MarkdownSection } from '@/modules/markdown/MarkdownSection';
import { TagBadge } from '@/modules/tags/TagBadge';
import { formatDateTime, isoDateTime } from '@/modules/ui/formatDate';
import { LinkButton } from '@/modules/ui/LinkButton';
import { DealStageBadge } from './DealStageBadge';
import { DeleteOrganizationButton } from './DeleteOrganizationButton';
import { formatSince } from './duration';
import { formatMoney } from './money';
import { OrganizationMembers } from './OrganizationMembers';
import { StageHistory } from './StageHistory';
import { useMoveDeal } from './useMoveDeal';
import type { OrganizationDetail_organization$key } from './__generated__/OrganizationDetail_organization.graphql';
import type { OrganizationDetail_query$key } from './__generated__/OrganizationDetail_query.graphql';

const messages = defineMessages({
  edit: { id: 'organization.detail.edit', defaultMessage: 'Edit' },
  addMember: { id: 'organization.detail.addMember', defaultMessage: 'Add member' },
  dealStatus: { id: 'organization.field.dealStatus', defaultMessage: 'Deal status' },
  moveTo: { id: 'organization.detail.moveTo', defaultMessage: 'Move to' },
  dealValue: { id: 'organization.field.dealValue', defaultMessage: 'Deal value' },
  owner: { id: 'organization.field.owner', defaultMessage: 'Owner' },
  noOwner: { id: 'organization.noOwner', defaultMessage: 'No owner' },
  website: { id: 'organization.field.website', defaultMessage: 'Website' },
  noWebsite: { id: 'organization.detail.noWebsite', defaultMessage: 'No website' },
  tags: { id: 'organization.field.tags', defaultMessage: 'Tags' },
  noTags: { id: 'organization.detail.noTags', defaultMessage: 'No tags' },
  timeInStage: { id: 'organization.field.timeInStage', defaultMessage: 'Time in stage' },
  createdBy: { id: 'organization.field.createdBy', defaultMessage: 'Created by' },
  createdAt: { id: 'organization.field.createdAt', defaultMessage: 'Created' },
  updatedAt: { id: 'organization.field.updatedAt', defaultMessage: 'Updated' },
  system: { id: 'history.system', defaultMessage: 'System' },
  description: { id: 'organization.field.description', defaultMessage: 'Description' },
  members: defineMessage<{ count: number }>({ id: 'organization.detail.members', defaultMessage: 'Members ({count, number})' }),
  stages: { id: 'organization.stages.caption', defaultMessage: 'Stage history' },
  moved: defineMessage<{ stage: string }>({ id: 'organization.detail.moved', defaultMessage: 'Moved to {stage}.' }),
  version: defineMessage<{ version: number }>({ id: 'organization.detail.version', defaultMessage: 'Version {version, number}' }),
});

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

interface Props {
  organization: OrganizationDetail_organization$key;
  query: OrganizationDetail_query$key;
}

/** An organization's details (issue 13): fields, deal stage with "Move to", members, stage history and the audit history. */
export function OrganizationDetail({ organization, query }: Props) {
  const intl = useIntl();
  const to = useLocalePath();
  const data = useFragment(
    graphql`
      fragment OrganizationDetail_organization on Organization {
        id
        name
        description
        website
        version
        createdAt
        updatedAt
        memberCount
        stageEnteredAt
        viewerCanDelete
        dealStatus {
          statusId
        }
        dealValue {
          amount
          currency
          minorUnits
        }
        owner {
          id
          name
        }
        tags {
          id
          name
          color
        }
        createdBy {
          id
          name
        }
        ...OrganizationMembers_organization
        ...StageHistory_organization
      }
    `,
    organization,
  );
  const { dealStatuses } = useFragment(
    graphql`
      fragment OrganizationDetail_query on Query {
        dealStatuses {
          statusId
          label
          description
        }
      }
    `,
    query,
  );
  // Labels from the page's query (HTTP, in the page's locale), not from the organization: its
  // live updates come over the socket, whose locale is the browser's.
  const stage = dealStatuses.find((status) => status.statusId === data.dealStatus.statusId);
  const [move, moving] = useMoveDeal();
  const base = `/organizations/${encodeURIComponent(data.id)}`;
  const onMove = (value: string | null) => {
    const statusId = Number(value);
    if (!value || statusId === data.dealStatus.statusId) return;
    const target = dealStatuses.find((status) => status.statusId === statusId)?.label ?? '';
    move({
      organizationId: data.id,
      dealStatusId: statusId,
      onCompleted: () => void notifications.show({ color: 'green', message: intl.formatMessage(messages.moved, { stage: target }) }),
    });
  };
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Title order={2} size="h2" style={{ wordBreak: 'break-word' }} data-testid="organization-name">
            {data.name}
          </Title>
          <Group gap="xs">
            <DealStageBadge statusId={data.dealStatus.statusId} label={stage?.label} title={stage?.description} data-testid="organization-deal-status" />
            <Text size="xs" c="dimmed">
              {intl.formatMessage(messages.version, { version: data.version })}
            </Text>
          </Group>
        </Stack>
        <Group gap="xs">
          <LinkButton to={to(`${base}/update`)} variant="light" leftSection={<IconEdit size={16} aria-hidden />} data-testid="organization-edit">
            {intl.formatMessage(messages.edit)}
          </LinkButton>
          {/* Only to whoever the server lets delete (management; issue 37 §3). */}
          {data.viewerCanDelete && <DeleteOrganizationButton id={data.id} name={data.name} />}
        </Group>
      </Group>
      <Card withBorder radius="md">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
          <Select
            label={intl.formatMessage(messages.moveTo)}
            allowDeselect={false}
            disabled={moving}
            data={dealStatuses.map((status) => ({ value: String(status.statusId), label: status.label }))}
            value={String(data.dealStatus.statusId)}
            onChange={onMove}
            description={stage?.description}
          />
          <Field label={intl.formatMessage(messages.dealValue)}>
            <Text size="sm" fw={600}>
              {formatMoney(intl, data.dealValue)}
            </Text>
          </Field>
          <Field label={intl.formatMessage(messages.timeInStage)}>
            <Text size="sm">{formatSince(intl, data.stageEnteredAt)}</Text>
          </Field>
          <Field label={intl.formatMessage(messages.owner)}>
            {data.owner ? (
              <Anchor component={Link} to={to(`/members/${encodeURIComponent(data.owner.id)}`)} size="sm">
                {data.owner.name}
              </Anchor>
            ) : (
              <Text size="sm" c="dimmed">
                {intl.formatMessage(messages.noOwner)}
              </Text>
            )}
          </Field>
          <Field label={intl.formatMessage(messages.website)}>
            {data.website ? (
              <Anchor href={data.website} target="_blank" rel="noopener noreferrer" size="sm" style={{ wordBreak: 'break-all' }}>
                {data.website}
              </Anchor>
            ) : (
              <Text size="sm" c="dimmed">
                {intl.formatMessage(messages.noWebsite)}
              </Text>
            )}
          </Field>
          <Field label={intl.formatMessage(messages.tags)}>
            {data.tags.length ? (
              <Group gap={4}>
                {data.tags.map((tag) => (
                  <TagBadge key={tag.id} name={tag.name} color={tag.color} />
                ))}
              </Group>
            ) : (
              <Text size="sm" c="dimmed">
                {intl.formatMessage(messages.noTags)}
              </Text>
            )}
          </Field>
        </SimpleGrid>
        <Divider my="md" />
        <Group gap="xl">
          <Field label={intl.formatMessage(messages.createdBy)}>
            <Text size="sm">{data.createdBy ? data.createdBy.name : intl.formatMessage(messages.system)}</Text>
          </Field>
          <Field label={intl.formatMessage(messages.createdAt)}>
            <Text size="sm" component="time" dateTime={isoDateTime(data.createdAt)}>
              {formatDateTime(intl, data.createdAt)}
            </Text>
          </Field>
          <Field label={intl.formatMessage(messages.updatedAt)}>
            <Text size="sm" component="time" dateTime={isoDateTime(data.updatedAt)}>
              {formatDateTime(intl, data.updatedAt)}
            </Text>
          </Field>
        </Group>
      </Card>
      <MarkdownSection title={intl.formatMessage(messages.description)} source={data.description} />
      <Stack gap="xs" component="section" aria-label={intl.formatMessage(messages.members, { count: data.memberCount })}>
        <Group justify="space-between">
          <Title order={2} size="h4">
            {intl.formatMessage(messages.members, { count: data.memberCount })}
          </Title>
          <LinkButton to={to(`${base}/add-member`)} variant="light" leftSection={<IconUserPlus size={16} aria-hidden />}>
            {intl.formatMessage(messages.addMember)}
          </LinkButton>
        </Group>
        <OrganizationMembers organization={data} />
      </Stack>
      <Stack gap="xs" component="section" aria-label={intl.formatMessage(messages.stages)}>
        <Title order={2} size="h4">
          {intl.formatMessage(messages.stages)}
        </Title>
        <StageHistory organization={data} stages={dealStatuses} />
      </Stack>
      <HistoryPanel nodeId={data.id} reloadKey={data.version} />
    </Stack>
  );
}
