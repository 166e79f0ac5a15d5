import { Avatar, Group, Stack, Text, Timeline, Title } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { Suspense, useEffect } from 'react';
import { defineMessage, defineMessages, useIntl, type IntlShape } from 'react-intl';
import { graphql, usePreloadedQuery, useQueryLoader, type PreloadedQuery } from 'react-relay';
import { errorMessage } from '../relay/errorMessages';
import { PageLoader } from '../ui/PageLoader';
import { SectionErrorBoundary } from '../ui/SectionErrorBoundary';
import { taskPriority } from './taskPriorities';
import { taskStatus } from './taskStatuses';
import type { TaskHistoryQuery as Query } from './__generated__/TaskHistoryQuery.graphql';

const query = graphql`
  query TaskHistoryQuery($id: ID!) {
    history(id: $id, first: 100) {
      totalCount
      edges {
        node {
          sequence
          label
          recordedAt
          actor {
            name
            avatarUrl
          }
          changes {
            field
            oldValue
            newValue
          }
        }
      }
    }
  }
`;

const messages = defineMessages({
  title: { id: 'task.history.title', defaultMessage: 'History' },
  loading: { id: 'task.history.loading', defaultMessage: 'Loading history…' },
  empty: { id: 'task.history.empty', defaultMessage: 'No recorded changes.' },
  system: { id: 'task.history.system', defaultMessage: 'System' },
  unavailable: { id: 'task.history.unavailable', defaultMessage: 'The history could not be loaded.' },
  none: { id: 'task.history.none', defaultMessage: '(none)' },
  change: defineMessage<{ field: string; from: string; to: string }>({
    id: 'task.history.change',
    defaultMessage: '{field}: {from} → {to}',
  }),
});

function formatValue(intl: IntlShape, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return intl.formatMessage(messages.none);
  if (field === 'statusId' && typeof value === 'number') return intl.formatMessage(taskStatus(value).label);
  if (field === 'priorityId' && typeof value === 'number') return intl.formatMessage(taskPriority(value).label);
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

function Entries({ queryRef }: { queryRef: PreloadedQuery<Query> }) {
  const intl = useIntl();
  const data = usePreloadedQuery<Query>(query, queryRef);
  const edges = [...data.history.edges].reverse();
  if (edges.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {intl.formatMessage(messages.empty)}
      </Text>
    );
  }
  return (
    <Timeline bulletSize={22} lineWidth={2} active={edges.length}>
      {edges.map(({ node }) => (
        <Timeline.Item
          key={node.sequence}
          bullet={<Avatar src={node.actor?.avatarUrl} name={node.actor?.name ?? ''} color="initials" size={20} radius="xl" alt="" />}
          title={node.label}
        >
          <Group gap={6}>
            <Text size="xs" c="dimmed">
              {node.actor?.name ?? intl.formatMessage(messages.system)}
            </Text>
            <Text size="xs" c="dimmed">
              {intl.formatDate(node.recordedAt, { dateStyle: 'medium', timeStyle: 'medium' })}
            </Text>
          </Group>
          {node.changes.map((change) => (
            <Text key={change.field} size="sm">
              {intl.formatMessage(messages.change, {
                field: change.field,
                from: formatValue(intl, change.field, change.oldValue),
                to: formatValue(intl, change.field, change.newValue),
              })}
            </Text>
          ))}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

interface Props {
  taskId: string;
  /** The task's version: the history reloads when it changes (also when someone else edits). */
  version: number;
}

/** The task's recorded events (who changed what, when), newest first. */
export function TaskHistory({ taskId, version }: Props) {
  const intl = useIntl();
  const [queryRef, loadQuery] = useQueryLoader<Query>(query);
  useEffect(() => {
    loadQuery({ id: taskId }, { fetchPolicy: 'store-and-network' });
  }, [loadQuery, taskId, version]);
  return (
    <Stack gap="xs">
      <Group gap={6}>
        <IconHistory size={18} aria-hidden />
        <Title order={2} size="h4">
          {intl.formatMessage(messages.title)}
        </Title>
      </Group>
      <SectionErrorBoundary
        fallback={(error) => (
          <Text size="sm" c="dimmed">
            {intl.formatMessage(messages.unavailable)} {errorMessage(intl, error)}
          </Text>
        )}
      >
        <Suspense fallback={<PageLoader label={intl.formatMessage(messages.loading)} />}>
          {queryRef && <Entries queryRef={queryRef} />}
        </Suspense>
      </SectionErrorBoundary>
    </Stack>
  );
}
