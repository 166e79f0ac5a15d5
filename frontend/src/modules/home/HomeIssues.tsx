import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { IssueLabelBadge } from '@/modules/issues/IssueLabelBadge';
import { IssuePriorityBadge } from '@/modules/issues/IssuePriorityBadge';
import { formatRelative } from '@/modules/ui/formatDate';
import { HomeBlock, HomeEntry, HomeFacts, HomeLink, HomeList, HomeTime } from './HomeBlock';
import type { HomeIssues_query$key } from './__generated__/HomeIssues_query.graphql';

const messages = defineMessages({
  title: { id: 'home.issues.title', defaultMessage: 'Issues assigned to me' },
  empty: { id: 'home.issues.empty', defaultMessage: 'No issues assigned to you' },
  updated: defineMessage<{ time: string }>({ id: 'home.issues.updated', defaultMessage: 'Updated {time}' }),
});

/** Issues assigned to me, most recently updated first, with their status and priority. */
export function HomeIssues({ query, me }: { query: HomeIssues_query$key; me: string }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment HomeIssues_query on Query @argumentDefinitions(me: { type: "ID!" }, first: { type: "Int", defaultValue: 5 }) {
        issues(first: $first, filter: { assigneeIds: [$me] }, orderBy: { field: UPDATED_AT, direction: DESC }) {
          totalCount
          totalCountCapped
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
  return (
    <HomeBlock
      title={intl.formatMessage(messages.title)}
      viewAll={`/issues?assignee=${encodeURIComponent(me)}`}
      total={data.issues.totalCount} totalCapped={data.issues.totalCountCapped}
      testId="home-issues"
    >
      <HomeList items={data.issues.edges} itemKey={({ node }) => node.id} itemTestId="home-issue" empty={intl.formatMessage(messages.empty)}>
        {({ node }) => (
          <HomeEntry
            head={<HomeLink path={`/issues/${encodeURIComponent(node.id)}`}>{node.title}</HomeLink>}
            side={
              <HomeFacts gap={6}>
                <IssueLabelBadge label={node.status.label} color={node.status.color} data-testid="issue-status" />
                <IssuePriorityBadge priorityId={node.priorityId} />
                <HomeTime time={node.updatedAt}>{intl.formatMessage(messages.updated, { time: formatRelative(intl, node.updatedAt) })}</HomeTime>
              </HomeFacts>
            }
          />
        )}
      </HomeList>
    </HomeBlock>
  );
}
