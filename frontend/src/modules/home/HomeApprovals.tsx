import { Text } from '@mantine/core';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { formatDateTime, isoDateTime } from '@/modules/ui/formatDate';
import { WorkflowOverdueBadge } from '@/modules/workflows/WorkflowOverdueBadge';
import { HomeBlock, HomeEntry, HomeFacts, HomeLink, HomeList } from './HomeBlock';
import type { HomeApprovals_query$key } from './__generated__/HomeApprovals_query.graphql';

const messages = defineMessages({
  title: { id: 'home.approvals.title', defaultMessage: 'Approvals waiting for me' },
  empty: { id: 'home.approvals.empty', defaultMessage: 'Nothing is waiting for you' },
  step: defineMessage<{ step: string }>({ id: 'home.approvals.step', defaultMessage: 'Step: {step}' }),
  due: defineMessage<{ time: string }>({ id: 'home.approvals.due', defaultMessage: 'Due {time}' }),
});

/** Workflow instances whose current step waits for me (an approval, or my own step), with its due time. */
export function HomeApprovals({ query }: { query: HomeApprovals_query$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment HomeApprovals_query on Query @argumentDefinitions(first: { type: "Int", defaultValue: 5 }) {
        workflowInstances(first: $first, filter: { waitingForMe: true }, orderBy: { field: UPDATED_AT, direction: DESC }) {
          totalCount
          totalCountCapped
          edges {
            node {
              id
              name
              templateName
              overdue
              currentStep {
                key
                name
                dueAt
                overdue
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
      viewAll="/workflow-instances?waiting=1"
      total={data.workflowInstances.totalCount} totalCapped={data.workflowInstances.totalCountCapped}
      testId="home-approvals"
    >
      <HomeList items={data.workflowInstances.edges} itemKey={({ node }) => node.id} itemTestId="home-approval" empty={intl.formatMessage(messages.empty)}>
        {({ node }) => {
          const step = node.currentStep;
          return (
            <HomeEntry
              head={<HomeLink path={`/workflow-instances/${encodeURIComponent(node.id)}`}>{node.name}</HomeLink>}
              side={(step?.overdue ?? node.overdue) && <WorkflowOverdueBadge size="xs" />}
              below={
                <HomeFacts>
                  <Text size="xs" c="dimmed">
                    {node.templateName}
                  </Text>
                  {step && (
                    <Text size="xs" c="dimmed">
                      {intl.formatMessage(messages.step, { step: step.name })}
                    </Text>
                  )}
                  {step?.dueAt && (
                    <Text size="xs" c={step.overdue ? 'red' : 'dimmed'} component="time" dateTime={isoDateTime(step.dueAt)}>
                      {intl.formatMessage(messages.due, { time: formatDateTime(intl, step.dueAt) })}
                    </Text>
                  )}
                </HomeFacts>
              }
            />
          );
        }}
      </HomeList>
    </HomeBlock>
  );
}
