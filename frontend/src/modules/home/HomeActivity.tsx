import { Anchor, Button, Center, Group, Stack, Text } from '@mantine/core';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import { Link } from 'react-router';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { formatDateTime, formatRelative, isoDateTime } from '@/modules/ui/formatDate';
import { HomeBlock } from './HomeBlock';
import { HomeEmpty } from './HomeEmpty';
import { activityPath } from './homePaths';
import type { HomeActivity_query$key } from './__generated__/HomeActivity_query.graphql';

const messages = defineMessages({
  title: { id: 'home.activity.title', defaultMessage: 'Recent activity' },
  empty: { id: 'home.activity.empty', defaultMessage: 'No recent activity' },
  system: { id: 'history.system', defaultMessage: 'System' },
  loadMore: { id: 'home.activity.loadMore', defaultMessage: 'Show more' },
});

export const activityPageSize = 15;

/** What happened lately that I may see: who did what to which item, how long ago; each opens its item. */
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
  return (
    <HomeBlock title={intl.formatMessage(messages.title)} testId="home-activity">
      {edges.length === 0 ? (
        <HomeEmpty>{intl.formatMessage(messages.empty)}</HomeEmpty>
      ) : (
        <Stack gap="xs">
          <Stack gap={6} component="ul" className="home-list">
            {edges.map(({ node }) => {
              const path = activityPath(node.subject);
              return (
                <li key={node.id} data-testid="home-activity-entry" data-event-type={node.eventType}>
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
          </Stack>
          {hasNext && (
            <Center>
              <Button variant="subtle" size="xs" loading={isLoadingNext} onClick={() => loadNext(activityPageSize)}>
                {intl.formatMessage(messages.loadMore)}
              </Button>
            </Center>
          )}
        </Stack>
      )}
    </HomeBlock>
  );
}
