import { Avatar, Button, Group, Stack, Text, Timeline } from '@mantine/core';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import { readableChanges, type ValueFormatter } from './formatChange';
import type { HistoryTimeline_query$key } from './__generated__/HistoryTimeline_query.graphql';

export const historyPageSize = 20;

const messages = defineMessages({
  empty: { id: 'history.empty', defaultMessage: 'No recorded changes.' },
  system: { id: 'history.system', defaultMessage: 'System' },
  loadMore: { id: 'history.loadMore', defaultMessage: 'Load more' },
  change: defineMessage<{ field: string; from: string; to: string }>({ id: 'history.change', defaultMessage: '{field}: {from} → {to}' }),
  version: defineMessage<{ version: number }>({ id: 'history.version', defaultMessage: 'Version {version, number}' }),
  shown: defineMessage<{ shown: number; total: number }>({ id: 'history.shown', defaultMessage: '{shown, number} of {total, number} events' }),
});

interface Props {
  query: HistoryTimeline_query$key;
  formatValue?: ValueFormatter;
}

/** The entity's events, oldest first: who, when, the translated label and what changed. */
export function HistoryTimeline({ query, formatValue }: Props) {
  const intl = useIntl();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment HistoryTimeline_query on Query
      @refetchable(queryName: "HistoryTimelinePaginationQuery")
      @argumentDefinitions(id: { type: "ID!" }, first: { type: "Int", defaultValue: 20 }, after: { type: "String" }) {
        history(id: $id, first: $first, after: $after) @connection(key: "HistoryTimeline_history") {
          totalCount
          edges {
            node {
              sequence
              label
              recordedAt
              correlationId
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
    `,
    query,
  );
  const edges = data.history.edges;
  if (edges.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {intl.formatMessage(messages.empty)}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <Timeline bulletSize={22} lineWidth={2} active={edges.length} aria-live="polite">
        {edges.map(({ node }) => (
          <Timeline.Item
            key={node.sequence}
            bullet={<Avatar src={node.actor?.avatarUrl} name={node.actor?.name ?? ''} color="initials" size={20} radius="xl" alt="" />}
            title={node.label}
            data-testid="history-entry"
          >
            <Group gap={6}>
              <Text size="xs" c="dimmed">
                {node.actor?.name ?? intl.formatMessage(messages.system)}
              </Text>
              <Text size="xs" c="dimmed">
                {intl.formatDate(node.recordedAt, { dateStyle: 'medium', timeStyle: 'medium' })}
              </Text>
              <Text size="xs" c="dimmed">
                {intl.formatMessage(messages.version, { version: node.sequence })}
              </Text>
            </Group>
            {readableChanges(intl, node.changes, formatValue).map((change) => (
              <Text key={change.key} size="sm" style={{ wordBreak: 'break-word' }}>
                {intl.formatMessage(messages.change, { field: change.field, from: change.from, to: change.to })}
              </Text>
            ))}
          </Timeline.Item>
        ))}
      </Timeline>
      <Group gap="sm">
        <Text size="xs" c="dimmed">
          {intl.formatMessage(messages.shown, { shown: edges.length, total: data.history.totalCount })}
        </Text>
        {hasNext && (
          <Button variant="default" size="xs" loading={isLoadingNext} onClick={() => loadNext(historyPageSize)}>
            {intl.formatMessage(messages.loadMore)}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
