import { Box, Group, Stack, Text } from '@mantine/core';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { formatTotals } from '@/modules/organizations/money';
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

/** Stage colours along the funnel; the two ways out (lost, inactive) in grey and red. */
const stageColors: Readonly<Record<number, string>> = {
  1: 'gray',
  2: 'indigo',
  3: 'blue',
  4: 'cyan',
  5: 'teal',
  6: 'green',
  7: 'lime',
  8: 'red',
  9: 'dark',
};

/** The deals I own, one bar per stage that has any: how many, and their expected value per currency. */
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
            const color = stageColors[column.dealStatus.statusId] ?? 'gray';
            const totals = formatTotals(intl, column.totals).join(intl.formatMessage(messages.separator));
            return (
              <li key={column.dealStatus.statusId} data-testid="home-deal-stage" data-stage-id={column.dealStatus.statusId}>
                <Stack gap={2}>
                  <Group justify="space-between" gap="xs" wrap="wrap">
                    <Text size="sm" fw={500}>
                      {column.dealStatus.label}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {totals
                        ? intl.formatMessage(messages.summary, { deals: intl.formatMessage(messages.count, { count: column.count }), totals })
                        : intl.formatMessage(messages.count, { count: column.count })}
                    </Text>
                  </Group>
                  <div className="home-bar" aria-hidden>
                    <Box bg={`${color}.6`} w={`${Math.max(4, (column.count / most) * 100)}%`} />
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
