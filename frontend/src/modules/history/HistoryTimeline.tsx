import { Button, Group, Stack, Text, Timeline } from '@mantine/core';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import { commonMessages } from '@/modules/ui/commonMessages';
import type { ValueFormatter } from './formatChange';
import { HistoryEntryItem } from './HistoryEntryItem';
import type { HistoryTimeline_query$key } from './__generated__/HistoryTimeline_query.graphql';

export const historyPageSize = 20;

const messages = defineMessages({
  empty: { id: 'history.empty', defaultMessage: 'No recorded changes.' },
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
      @argumentDefinitions(
        id: { type: "ID!" }
        first: { type: "Int", defaultValue: 20 }
        after: { type: "String" }
        withReason: { type: "Boolean", defaultValue: false }
      ) {
        history(id: $id, first: $first, after: $after) @connection(key: "HistoryTimeline_history") {
          totalCount
          edges {
            node {
              sequence
              ...HistoryEntryItem_entry @arguments(withReason: $withReason)
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
      <Timeline bulletSize={30} lineWidth={2} active={edges.length} aria-live="polite">
        {edges.map(({ node }) => (
          <HistoryEntryItem key={node.sequence} entry={node} formatValue={formatValue} />
        ))}
      </Timeline>
      <Group gap="sm">
        <Text size="xs" c="dimmed">
          {intl.formatMessage(messages.shown, { shown: edges.length, total: data.history.totalCount })}
        </Text>
        {hasNext && (
          <Button variant="default" size="xs" loading={isLoadingNext} onClick={() => loadNext(historyPageSize)}>
            {intl.formatMessage(commonMessages.loadMore)}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
