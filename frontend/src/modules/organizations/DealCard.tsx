import { Group, Text } from '@mantine/core';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { TagBadges } from '@/modules/tags/TagBadge';
import { BoardCard } from '@/modules/ui/board/BoardCard';
import { formatSince } from './duration';
import { formatMoney } from './money';
import type { DealCard_organization$key } from './__generated__/DealCard_organization.graphql';

const messages = defineMessages({
  noOwner: { id: 'organization.noOwner', defaultMessage: 'No owner' },
  inStage: defineMessage<{ time: string }>({ id: 'organization.board.inStage', defaultMessage: '{time} in stage' }),
});

interface Props {
  organization: DealCard_organization$key;
}

/** A deal card (issue 13, a BoardCard): name, owner, deal value, tags and time in the current stage. */
export function DealCard({ organization }: Props) {
  const intl = useIntl();
  const to = useLocalePath();
  const data = useFragment(
    graphql`
      fragment DealCard_organization on Organization {
        id
        name
        stageEnteredAt
        dealStatus {
          statusId
        }
        owner {
          id
          name
        }
        dealValue {
          amount
          currency
          minorUnits
        }
        tags {
          id
          name
          color
        }
      }
    `,
    organization,
  );
  return (
    <BoardCard
      id={data.id}
      title={data.name}
      href={to(`/organizations/${encodeURIComponent(data.id)}`)}
      data-organization-id={data.id}
      data-name={data.name}
    >
      <Text size="xs" c={data.owner ? undefined : 'dimmed'}>
        {data.owner ? data.owner.name : intl.formatMessage(messages.noOwner)}
      </Text>
      <Group justify="space-between" gap={4}>
        <Text size="sm" fw={600} data-testid="deal-card-value">
          {formatMoney(intl, data.dealValue)}
        </Text>
        <Text size="xs" c="dimmed" data-testid="deal-card-time">
          {intl.formatMessage(messages.inStage, { time: formatSince(intl, data.stageEnteredAt) })}
        </Text>
      </Group>
      {data.tags.length > 0 && (
        <Group gap={4}>
          <TagBadges tags={data.tags} />
        </Group>
      )}
    </BoardCard>
  );
}
