import { Anchor, Group, Stack, Text } from '@mantine/core';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { IssueLabelBadge } from '@/modules/issues/IssueLabelBadge';
import { IssuePriorityBadge } from '@/modules/issues/IssuePriorityBadge';
import { formatDateTime, formatRelative, isoDateTime } from '@/modules/ui/formatDate';
import { HomeBlock } from './HomeBlock';
import { HomeEmpty } from './HomeEmpty';
import type { HomeIssues_query$key } from './__generated__/HomeIssues_query.graphql';

const messages = defineMessages({
  title: { id: 'home.issues.title', defaultMessage: 'Issues assigned to me' },
  empty: { id: 'home.issues.empty', defaultMessage: 'No issues assigned to you' },
  updated: defineMessage<{ time: string }>({ id: 'home.issues.updated', defaultMessage: 'Updated {time}' }),
});

/** Issues assigned to me, most recently updated first, with their status and priority. */
export function HomeIssues({ query, me }: { query: HomeIssues_query$key; me: string }) {
  const intl = useIntl();
  const to = useLocalePath();
  const data = useFragment(
    graphql`
      fragment HomeIssues_query on Query @argumentDefinitions(me: { type: "ID!" }, first: { type: "Int", defaultValue: 5 }) {
        issues(first: $first, filter: { assigneeIds: [$me] }, orderBy: { field: UPDATED_AT, direction: DESC }) {
          totalCount
          edges {
            node {
              id
              title
              priorityId
              updatedAt
              status {
                id
                label
                color
              }
            }
          }
        }
      }
    `,
    query,
  );
  const edges = data.issues.edges;
  return (
    <HomeBlock
      title={intl.formatMessage(messages.title)}
      viewAll={`/issues?assignee=${encodeURIComponent(me)}`}
      total={data.issues.totalCount}
      testId="home-issues"
    >
      {edges.length === 0 ? (
        <HomeEmpty>{intl.formatMessage(messages.empty)}</HomeEmpty>
      ) : (
        <Stack gap="xs" component="ul" className="home-list">
          {edges.map(({ node }) => (
            <li key={node.id} data-testid="home-issue">
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Anchor component={Link} to={to(`/issues/${encodeURIComponent(node.id)}`)} fw={500} className="home-title">
                  {node.title}
                </Anchor>
                <Group gap={6} wrap="wrap">
                  <IssueLabelBadge label={node.status.label} color={node.status.color} data-testid="issue-status" />
                  <IssuePriorityBadge priorityId={node.priorityId} />
                  <Text size="xs" c="dimmed" component="time" dateTime={isoDateTime(node.updatedAt)} title={formatDateTime(intl, node.updatedAt)}>
                    {intl.formatMessage(messages.updated, { time: formatRelative(intl, node.updatedAt) })}
                  </Text>
                </Group>
              </Group>
            </li>
          ))}
        </Stack>
      )}
    </HomeBlock>
  );
}
