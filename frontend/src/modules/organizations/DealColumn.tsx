import { useDroppable } from '@dnd-kit/core';
import { Badge, Box, Button, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { commonMessages } from '@/modules/ui/commonMessages';
import { statusToneFill } from '@/modules/ui/statusBadge';
import { DealCard, type StageOption } from './DealCard';
import { DealStageBadge } from './DealStageBadge';
import { dealStage } from './dealStages';
import { formatTotals } from './money';
import type { OrganizationFilter } from './organizationListParams';
import { useLoadMoreCards } from './useLoadMoreCards';
import type { DealColumn_column$key } from './__generated__/DealColumn_column.graphql';

const messages = defineMessages({
  count: defineMessage<{ count: number }>({ id: 'organization.board.count', defaultMessage: '{count, plural, one {# deal} other {# deals}}' }),
  noValue: { id: 'organization.board.noValue', defaultMessage: 'No value' },
  empty: { id: 'organization.board.empty', defaultMessage: 'No deals' },
});

interface Props {
  column: DealColumn_column$key;
  stages: readonly StageOption[];
  boardFilter: OrganizationFilter;
  onMove: (organizationId: string, statusId: number) => void;
}

/**
 * One stage of the deal board: its badge (the stage's tone, from the stage table, also along the
 * column's top edge), the server's count and totals for every matching deal (not the loaded
 * cards), the cards (scrolling), and "Load more". A drop target.
 */
export function DealColumn({ column, stages, boardFilter, onMove }: Props) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment DealColumn_column on DealColumn {
        __id
        dealStatus {
          statusId
          label
          description
        }
        count
        totals {
          amount
          currency
          minorUnits
        }
        cards {
          edges {
            node {
              id
              ...DealCard_organization
            }
          }
          pageInfo {
            hasNextPage
            endCursor
          }
        }
      }
    `,
    column,
  );
  const statusId = data.dealStatus.statusId;
  const stage = dealStage(statusId);
  const { setNodeRef, isOver } = useDroppable({ id: `column-${statusId}`, data: { statusId } });
  const [loadMore, loading] = useLoadMoreCards(data.__id, statusId, boardFilter, data.cards.pageInfo.endCursor ?? null);
  const totals = formatTotals(intl, data.totals);
  return (
    <Paper
      ref={setNodeRef}
      component="section"
      aria-label={data.dealStatus.label}
      withBorder
      radius="md"
      p="xs"
      w={272}
      bg={isOver ? 'var(--mantine-color-blue-light)' : 'var(--mantine-color-default-hover)'}
      style={{ flexShrink: 0, display: 'flex', flexDirection: 'column', maxHeight: '75vh', borderTop: `3px solid ${statusToneFill(stage.tone)}` }}
      data-testid="deal-column"
      data-status-id={statusId}
    >
      <Stack gap={2} mb="xs">
        <Group justify="space-between" wrap="nowrap" gap={4}>
          <Tooltip label={data.dealStatus.description} multiline w={240} withinPortal>
            <DealStageBadge statusId={statusId} label={data.dealStatus.label} size="lg" miw={0} data-testid="deal-column-label" />
          </Tooltip>
          <Badge variant="default" style={{ flexShrink: 0 }} data-testid="deal-column-count" data-count={data.count}>
            {intl.formatMessage(messages.count, { count: data.count })}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed" data-testid="deal-column-totals">
          {totals.length ? totals.join(' · ') : intl.formatMessage(messages.noValue)}
        </Text>
      </Stack>
      <Box style={{ overflowY: 'auto', flex: 1, minHeight: 80 }}>
        <Stack gap="xs" pb={4}>
          {data.cards.edges.map((edge) => (
            <DealCard key={edge.node.id} organization={edge.node} stages={stages} onMove={onMove} />
          ))}
          {data.cards.edges.length === 0 && (
            <Text size="xs" c="dimmed" ta="center" py="md">
              {intl.formatMessage(messages.empty)}
            </Text>
          )}
          {data.cards.pageInfo.hasNextPage && (
            <Button variant="subtle" size="xs" loading={loading} onClick={loadMore}>
              {intl.formatMessage(commonMessages.loadMore)}
            </Button>
          )}
        </Stack>
      </Box>
    </Paper>
  );
}
