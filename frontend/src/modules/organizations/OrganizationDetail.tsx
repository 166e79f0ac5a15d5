import { Anchor, Card, Divider, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link, useNavigate } from 'react-router';
import { HistoryPanel } from '@/modules/history/HistoryPanel';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { MarkdownSection } from '@/modules/markdown/MarkdownSection';
import { TagFacts } from '@/modules/tags/TagBadge';
import { DeleteButton } from '@/modules/trash/DeleteButton';
import { DetailField } from '@/modules/ui/DetailFacts';
import { detailMoveSelect } from '@/modules/ui/DetailStatus';
import { AuthoredFacts } from '@/modules/ui/detail/AuthoredFacts';
import { DetailHeader } from '@/modules/ui/detail/DetailHeader';
import { EditButton } from '@/modules/ui/detail/EditButton';
import { LinkButton } from '@/modules/ui/LinkButton';
import { DealStageBadge } from './DealStageBadge';
import { formatSince } from './duration';
import { formatMoney } from './money';
import { OrganizationMembers } from './OrganizationMembers';
import { StageHistory } from './StageHistory';
import { useMoveDeal } from './useMoveDeal';
import type { OrganizationDetail_organization$key } from './__generated__/OrganizationDetail_organization.graphql';
import type { OrganizationDetail_query$key } from './__generated__/OrganizationDetail_query.graphql';

const messages = defineMessages({
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
  description: { id: 'organization.field.description', defaultMessage: 'Description' },
  members: defineMessage<{ count: number }>({ id: 'organization.detail.members', defaultMessage: 'Members ({count, number})' }),
  stages: { id: 'organization.stages.caption', defaultMessage: 'Stage history' },
  moved: defineMessage<{ stage: string }>({ id: 'organization.detail.moved', defaultMessage: 'Moved to {stage}.' }),
  version: defineMessage<{ version: number }>({ id: 'organization.detail.version', defaultMessage: 'Version {version, number}' }),
});

interface Props {
  organization: OrganizationDetail_organization$key;
  query: OrganizationDetail_query$key;
}

/** An organization's details (issue 13): fields, deal stage with "Move to", members, stage history and the audit history. */
export function OrganizationDetail({ organization, query }: Props) {
  const intl = useIntl();
  const to = useLocalePath();
  const navigate = useNavigate();
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
  const moveTo = detailMoveSelect({
    choices: dealStatuses.map((status) => ({ value: String(status.statusId), label: status.label })),
    current: String(data.dealStatus.statusId),
    move: (value, onCompleted) => move({ organizationId: data.id, dealStatusId: Number(value), onCompleted }),
    moved: (target) => intl.formatMessage(messages.moved, { stage: target }),
  });
  return (
    <Stack gap="lg">
      <DetailHeader
        title={data.name}
        titleTestId="organization-name"
        below={
          <Group gap="xs">
            <DealStageBadge statusId={data.dealStatus.statusId} label={stage?.label} title={stage?.description} data-testid="organization-deal-status" />
            <Text size="xs" c="dimmed">
              {intl.formatMessage(messages.version, { version: data.version })}
            </Text>
          </Group>
        }
        wrapActions
        actions={
          <>
            <EditButton to={to(`${base}/update`)} variant="light" data-testid="organization-edit" />
            {/* Only to whoever the server lets delete (management; issue 37 §3); to the trash, with Undo (issue 35). */}
            {data.viewerCanDelete && <DeleteButton id={data.id} version={data.version} name={data.name} onDeleted={() => void navigate(to('/organizations'))} />}
          </>
        }
      />
      <Card withBorder radius="md">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
          <Select label={intl.formatMessage(messages.moveTo)} disabled={moving} {...moveTo} description={stage?.description} />
          <DetailField label={intl.formatMessage(messages.dealValue)}>
            <Text size="sm" fw={600}>
              {formatMoney(intl, data.dealValue)}
            </Text>
          </DetailField>
          <DetailField label={intl.formatMessage(messages.timeInStage)}>
            <Text size="sm">{formatSince(intl, data.stageEnteredAt)}</Text>
          </DetailField>
          <DetailField label={intl.formatMessage(messages.owner)}>
            {data.owner ? (
              <Anchor component={Link} to={to(`/members/${encodeURIComponent(data.owner.id)}`)} size="sm">
                {data.owner.name}
              </Anchor>
            ) : (
              <Text size="sm" c="dimmed">
                {intl.formatMessage(messages.noOwner)}
              </Text>
            )}
          </DetailField>
          <DetailField label={intl.formatMessage(messages.website)}>
            {data.website ? (
              <Anchor href={data.website} target="_blank" rel="noopener noreferrer" size="sm" style={{ wordBreak: 'break-all' }}>
                {data.website}
              </Anchor>
            ) : (
              <Text size="sm" c="dimmed">
                {intl.formatMessage(messages.noWebsite)}
              </Text>
            )}
          </DetailField>
          <TagFacts tags={data.tags} label={intl.formatMessage(messages.tags)} empty={intl.formatMessage(messages.noTags)} />
        </SimpleGrid>
        <Divider my="md" />
        <AuthoredFacts author={data.createdBy} authorLabel={intl.formatMessage(messages.createdBy)} record={data} />
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
