import { Anchor, Group, Stack, Text } from '@mantine/core';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { TaskPriorityBadge } from '@/modules/tasks/TaskPriorityBadge';
import { TaskStatusBadge } from '@/modules/tasks/TaskStatusBadge';
import { formatDay } from '@/modules/ui/formatDate';
import { HomeBlock } from './HomeBlock';
import { HomeEmpty } from './HomeEmpty';
import { isPastDay } from './homeDates';
import type { HomeTasks_query$key } from './__generated__/HomeTasks_query.graphql';

const messages = defineMessages({
  title: { id: 'home.tasks.title', defaultMessage: 'My open tasks' },
  empty: { id: 'home.tasks.empty', defaultMessage: 'No open tasks' },
  due: defineMessage<{ day: string }>({ id: 'home.tasks.due', defaultMessage: 'Due {day}' }),
  noDueDate: { id: 'task.noDueDate', defaultMessage: 'No due date' },
});

/** Open and processing tasks assigned to me, soonest due first. */
export function HomeTasks({ query }: { query: HomeTasks_query$key }) {
  const intl = useIntl();
  const to = useLocalePath();
  const data = useFragment(
    graphql`
      fragment HomeTasks_query on Query @argumentDefinitions(me: { type: "ID!" }, first: { type: "Int", defaultValue: 5 }) {
        tasks(first: $first, filter: { assigneeIds: [$me], statusIds: [1, 2] }, orderBy: { field: DUE_DATE, direction: ASC }) {
          totalCount
          edges {
            node {
              id
              title
              statusId
              priorityId
              dueDate
            }
          }
        }
      }
    `,
    query,
  );
  const edges = data.tasks.edges;
  return (
    <HomeBlock title={intl.formatMessage(messages.title)} viewAll="/my-tasks" total={data.tasks.totalCount} testId="home-tasks">
      {edges.length === 0 ? (
        <HomeEmpty>{intl.formatMessage(messages.empty)}</HomeEmpty>
      ) : (
        <Stack gap="xs" component="ul" className="home-list">
          {edges.map(({ node }) => (
            <li key={node.id} data-testid="home-task">
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Anchor component={Link} to={to(`/tasks/${encodeURIComponent(node.id)}`)} fw={500} className="home-title">
                  {node.title}
                </Anchor>
                <Group gap={6} wrap="wrap">
                  <TaskStatusBadge statusId={node.statusId} />
                  <TaskPriorityBadge priorityId={node.priorityId} />
                  <Text size="xs" c={node.dueDate && isPastDay(node.dueDate) ? 'red' : 'dimmed'}>
                    {node.dueDate ? intl.formatMessage(messages.due, { day: formatDay(intl, node.dueDate) }) : intl.formatMessage(messages.noDueDate)}
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
