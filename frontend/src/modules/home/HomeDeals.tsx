import { Box, Group, Stack, Text } from '@mantine/core';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { DealStageBadge } from '@/modules/organizations/DealStageBadge';
import { dealStage } from '@/modules/organizations/dealStages';
import { formatTotals } from '@/modules/organizations/money';
import { statusToneFill } from '@/modules/ui/statusBadge';
import { HomeBlock } from './HomeBlock';
import { HomeEmpty } from './HomeEmpty';
import type { HomeDeals_query$key } from './__generated__/HomeDeals_query.graphql';

const messages = defineMessages({
  title: { id: 'home.deals.title', defaultMessage: 'My deals by stage' },
  summary: defineMessage<{ deals: string; totals: string }>({ id: 'home.deals.summary', defaultMessage: '{deals} · {totals}' }),
  separator: { id: 'home.deals.separator', defaultMessage: ' · ' },
  empty: { id: 'home.deals.empty', defaultMessage: 'You own no deals' },
  count: defineMessage<{ count: number }>({ id: 'home.deals.count', defaultMessage: '{count, plural, one {# deal} other {# deals}}' }),
});

/**
 * The deals I own, one bar per stage that has any: how many, and their expected value per
 * currency. The stage's badge and bar take its tone from the organizations area's stage table,
 * as the board and the gallery do.
 */
export function HomeDeals({ query }: { query: HomeDeals_query$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment HomeDeals_query on Query @argumentDefinitions(me: { type: "ID!" }) {
        dealBoard(filter: { ownerId: $me }, cardsPerColumn: 1) {
          columns {
            dealStatus {
              statusId
              label
            }
            count
            totals {
              amount
              currency
              minorUnits
            }
          }
        }
      }
    `,
    query,
  );
  const columns = data.dealBoard.columns.filter((column) => column.count > 0);
  const total = columns.reduce((sum, column) => sum + column.count, 0);
  const most = Math.max(1, ...columns.map((column) => column.count));
  return (
    <HomeBlock title={intl.formatMessage(messages.title)} viewAll="/organizations" total={total} testId="home-deals">
      {columns.length === 0 ? (
        <HomeEmpty>{intl.formatMessage(messages.empty)}</HomeEmpty>
      ) : (
        <Stack gap="xs" component="ul" className="home-list">
          {columns.map((column) => {
            const fill = statusToneFill(dealStage(column.dealStatus.statusId).tone);
            const totals = formatTotals(intl, column.totals).join(intl.formatMessage(messages.separator));
            return (
              <li key={column.dealStatus.statusId} data-testid="home-deal-stage" data-stage-id={column.dealStatus.statusId}>
                <Stack gap={2}>
                  <Group justify="space-between" gap="xs" wrap="wrap">
                    <DealStageBadge statusId={column.dealStatus.statusId} label={column.dealStatus.label} />
                    <Text size="xs" c="dimmed">
                      {totals
                        ? intl.formatMessage(messages.summary, { deals: intl.formatMessage(messages.count, { count: column.count }), totals })
                        : intl.formatMessage(messages.count, { count: column.count })}
                    </Text>
                  </Group>
                  <div className="home-bar" aria-hidden>
                    <Box bg={fill} w={`${Math.max(4, (column.count / most) * 100)}%`} />
                  </div>
                </Stack>
              </li>
            );
          })}
        </Stack>
      )}
    </HomeBlock>
  );
}
