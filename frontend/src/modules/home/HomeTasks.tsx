import { Text } from '@mantine/core';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { TaskPriorityBadge } from '@/modules/tasks/TaskPriorityBadge';
import { TaskStatusBadge } from '@/modules/tasks/TaskStatusBadge';
import { formatDay } from '@/modules/ui/formatDate';
import { HomeBlock, HomeEntry, HomeFacts, HomeLink, HomeList } from './HomeBlock';
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
  const data = useFragment(
    graphql`
      fragment HomeTasks_query on Query @argumentDefinitions(me: { type: "ID!" }, first: { type: "Int", defaultValue: 5 }) {
        tasks(first: $first, filter: { assigneeIds: [$me], statusIds: [1, 2] }, orderBy: { field: DUE_DATE, direction: ASC }) {
          totalCount
          totalCountCapped
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
  return (
    <HomeBlock title={intl.formatMessage(messages.title)} viewAll="/my-tasks" total={data.tasks.totalCount} totalCapped={data.tasks.totalCountCapped} testId="home-tasks">
      <HomeList items={data.tasks.edges} itemKey={({ node }) => node.id} itemTestId="home-task" empty={intl.formatMessage(messages.empty)}>
        {({ node }) => (
          <HomeEntry
            head={<HomeLink path={`/tasks/${encodeURIComponent(node.id)}`}>{node.title}</HomeLink>}
            side={
              <HomeFacts gap={6}>
                <TaskStatusBadge statusId={node.statusId} />
                <TaskPriorityBadge priorityId={node.priorityId} />
                <Text size="xs" c={node.dueDate && isPastDay(node.dueDate) ? 'red' : 'dimmed'}>
                  {node.dueDate ? intl.formatMessage(messages.due, { day: formatDay(intl, node.dueDate) }) : intl.formatMessage(messages.noDueDate)}
                </Text>
              </HomeFacts>
            }
          />
        )}
      </HomeList>
    </HomeBlock>
  );
}
