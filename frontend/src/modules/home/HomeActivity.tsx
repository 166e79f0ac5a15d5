import { Anchor, Button, Center, Group, Stack, Text } from '@mantine/core';
import { useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import { Link } from 'react-router';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { formatDateTime, formatRelative, isoDateTime } from '@/modules/ui/formatDate';
import { useWindowedPage } from '@/modules/ui/windowed/useWindowedItems';
import { WindowedSpacer } from '@/modules/ui/windowed/WindowedSpacer';
import { HomeBlock } from './HomeBlock';
import { HomeEmpty } from './HomeEmpty';
import { activityPath } from './homePaths';
import type { HomeActivity_query$key } from './__generated__/HomeActivity_query.graphql';
import { useLoadNext } from '@/modules/ui/list/useLoadMore';

const messages = defineMessages({
  title: { id: 'home.activity.title', defaultMessage: 'Recent activity' },
  empty: { id: 'home.activity.empty', defaultMessage: 'No recent activity' },
  system: { id: 'history.system', defaultMessage: 'System' },
  loadMore: { id: 'home.activity.loadMore', defaultMessage: 'Show more' },
});

export const activityPageSize = 15;

/** An entry's height before it is measured (two lines, with the gap below). */
const entryEstimate = 52;

/**
 * What happened lately that I may see: who did what to which item, how long ago; each opens its
 * item. After "Show more" past a hundred entries, only those near the viewport render (issue 33),
 * each with its place in the list for assistive technology.
 */
export function HomeActivity({ query }: { query: HomeActivity_query$key }) {
  const intl = useIntl();
  const to = useLocalePath();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment HomeActivity_query on Query
      @refetchable(queryName: "HomeActivityPaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 15 }, after: { type: "String" }) {
        activity(first: $first, after: $after) @connection(key: "HomeActivity_activity") {
          edges {
            node {
              id
              at
              eventType
              label
              subjectTitle
              actor {
                id
                name
              }
              subject {
                ...notificationPath_subject @relay(mask: false)
              }
            }
          }
        }
      }
    `,
    query,
  );
  const edges = data.activity.edges;
  const list = useRef<HTMLUListElement>(null);
  const shown = useWindowedPage({ count: edges.length, estimateSize: entryEstimate, listRef: list, itemKey: (index) => edges[index].node.id });
  const onLoadMore = useLoadNext(loadNext, activityPageSize);
  return (
    <HomeBlock title={intl.formatMessage(messages.title)} testId="home-activity">
      {edges.length === 0 ? (
        <HomeEmpty>{intl.formatMessage(messages.empty)}</HomeEmpty>
      ) : (
        <Stack gap="xs">
          <ul ref={list} className="home-list home-activity-list">
            <WindowedSpacer height={shown.before} as="li" />
            {shown.indexes.map((index) => {
              const { node } = edges[index];
              const path = activityPath(node.subject);
              return (
                <li
                  key={node.id}
                  ref={shown.windowed ? shown.measure : undefined}
                  data-index={index}
                  aria-posinset={shown.windowed ? index + 1 : undefined}
                  aria-setsize={shown.windowed ? edges.length : undefined}
                  data-testid="home-activity-entry"
                  data-event-type={node.eventType}
                >
                  <Stack gap={0}>
                    <Group justify="space-between" gap="xs" wrap="nowrap" align="baseline">
                      <Group gap={6} wrap="wrap" align="baseline" miw={0}>
                        <Text size="sm" fw={600}>
                          {node.actor?.name ?? intl.formatMessage(messages.system)}
                        </Text>
                        <Text size="sm" c="dimmed">
                          {node.label}
                        </Text>
                      </Group>
                      <Text size="xs" c="dimmed" component="time" dateTime={isoDateTime(node.at)} title={formatDateTime(intl, node.at)} style={{ whiteSpace: 'nowrap' }}>
                        {formatRelative(intl, node.at)}
                      </Text>
                    </Group>
                    {path ? (
                      <Anchor component={Link} to={to(path)} size="sm" className="home-title">
                        {node.subjectTitle}
                      </Anchor>
                    ) : (
                      <Text size="sm" className="home-title">
                        {node.subjectTitle}
                      </Text>
                    )}
                  </Stack>
                </li>
              );
            })}
            <WindowedSpacer height={shown.after} as="li" />
          </ul>
          {hasNext && (
            <Center>
              <Button variant="subtle" size="xs" loading={isLoadingNext} onClick={onLoadMore}>
                {intl.formatMessage(messages.loadMore)}
              </Button>
            </Center>
          )}
        </Stack>
      )}
    </HomeBlock>
  );
}
