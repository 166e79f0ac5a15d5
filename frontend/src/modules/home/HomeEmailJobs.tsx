import { Divider, Stack, Text } from '@mantine/core';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { emailJobPath, jobKind } from '@/modules/emails/emailPaths';
import { emailJobStatus } from '@/modules/emails/emailStatuses';
import { EmailStatusBadge } from '@/modules/emails/EmailStatusBadge';
import { EmailFunnel, sumFunnels } from './EmailFunnel';
import { HomeBlock, HomeEntry, HomeLink, HomeList } from './HomeBlock';
import { HomeEmpty } from './HomeEmpty';
import type { HomeEmailJobs_query$key } from './__generated__/HomeEmailJobs_query.graphql';

const messages = defineMessages({
  title: { id: 'home.emails.title', defaultMessage: 'Emails I sent today' },
  empty: { id: 'home.emails.empty', defaultMessage: 'You sent no emails today' },
  total: { id: 'home.emails.total', defaultMessage: 'All of today' },
});

/** How many of today's jobs are listed; the total funnel adds up every job loaded. */
const shownJobs = 5;

/** Email jobs I sent (queued) since local midnight, each with its delivery funnel, and the day's total funnel. */
export function HomeEmailJobs({ query }: { query: HomeEmailJobs_query$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment HomeEmailJobs_query on Query
      @argumentDefinitions(me: { type: "ID!" }, since: { type: "DateTime!" }, first: { type: "Int", defaultValue: 50 }) {
        emailJobs(first: $first, filter: { authorId: $me, queuedSince: $since }, orderBy: { field: UPDATED_AT, direction: DESC }) {
          totalCount
          totalCountCapped
          edges {
            node {
              id
              kind
              subject
              status
              report {
                accepted
                delivered
                opened
                clicked
                permanentFailures
              }
            }
          }
        }
      }
    `,
    query,
  );
  const edges = data.emailJobs.edges;
  const total = sumFunnels(edges.map(({ node }) => node.report));
  return (
    <HomeBlock title={intl.formatMessage(messages.title)} viewAll="/email-jobs" total={data.emailJobs.totalCount} totalCapped={data.emailJobs.totalCountCapped} testId="home-emails">
      {edges.length === 0 ? (
        <HomeEmpty>{intl.formatMessage(messages.empty)}</HomeEmpty>
      ) : (
        <Stack gap="sm">
          {edges.length > 1 && (
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {intl.formatMessage(messages.total)}
              </Text>
              <EmailFunnel report={total} testId="home-email-total" />
              <Divider />
            </Stack>
          )}
          <HomeList items={edges.slice(0, shownJobs)} itemKey={({ node }) => node.id} itemTestId="home-email-job" empty={intl.formatMessage(messages.empty)} gap="sm">
            {({ node }) => (
              <HomeEntry
                head={<HomeLink path={emailJobPath(jobKind(node.kind) ?? 'SINGLE', node.id)}>{node.subject}</HomeLink>}
                side={<EmailStatusBadge option={emailJobStatus(node.status)} />}
                below={<EmailFunnel report={node.report} />}
                gap={4}
              />
            )}
          </HomeList>
        </Stack>
      )}
    </HomeBlock>
  );
}
