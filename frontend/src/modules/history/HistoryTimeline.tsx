import { Button, Group, Stack, Text, Timeline } from '@mantine/core';
import { useRef } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import { commonMessages } from '@/modules/ui/commonMessages';
import { useWindowedPage } from '@/modules/ui/windowed/useWindowedItems';
import { WindowedSpacer } from '@/modules/ui/windowed/WindowedSpacer';
import type { ValueFormatter } from './formatChange';
import { HistoryEntryItem } from './HistoryEntryItem';
import './history.css';
import type { HistoryTimeline_query$key } from './__generated__/HistoryTimeline_query.graphql';
import { useLoadNext } from '@/modules/ui/list/useLoadMore';

export const historyPageSize = 20;

/** An entry's height before it is measured (a label, the actor's line and a change or two, with the gap below). */
const entryEstimate = 96;

const messages = defineMessages({
  empty: { id: 'history.empty', defaultMessage: 'No recorded changes.' },
  shown: defineMessage<{ shown: number; total: number }>({ id: 'history.shown', defaultMessage: '{shown, number} of {total, number} events' }),
});

interface Props {
  query: HistoryTimeline_query$key;
  formatValue?: ValueFormatter;
}

/**
 * The entity's events, oldest first: who, when, the translated label and what changed. After
 * "Load more" past a hundred of them, only those near the viewport render (issue 33), each with
 * its place in the whole history for assistive technology.
 */
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
  const list = useRef<HTMLDivElement>(null);
  const shown = useWindowedPage({ count: edges.length, estimateSize: entryEstimate, listRef: list, itemKey: (index) => edges[index].node.sequence });
  const total = Math.max(data.history.totalCount, edges.length);
  const onLoadMore = useLoadNext(loadNext, historyPageSize);
  if (edges.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {intl.formatMessage(messages.empty)}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <Timeline ref={list} className="history-timeline" bulletSize={30} lineWidth={2} active={edges.length} aria-live="polite" role="list">
        {/* Spacers only while they stand for entries, and spans: the entries keep their places among the timeline's children and of their type. */}
        {shown.before > 0 && <WindowedSpacer height={shown.before} as="span" />}
        {shown.indexes.map((index) => (
          <HistoryEntryItem
            key={edges[index].node.sequence}
            entry={edges[index].node}
            formatValue={formatValue}
            role="listitem"
            measure={shown.windowed ? shown.measure : undefined}
            data-index={index}
            aria-posinset={shown.windowed ? index + 1 : undefined}
            aria-setsize={shown.windowed ? total : undefined}
          />
        ))}
        {shown.after > 0 && <WindowedSpacer height={shown.after} as="span" />}
      </Timeline>
      <Group gap="sm">
        <Text size="xs" c="dimmed">
          {intl.formatMessage(messages.shown, { shown: edges.length, total: data.history.totalCount })}
        </Text>
        {hasNext && (
          <Button variant="default" size="xs" loading={isLoadingNext} onClick={onLoadMore}>
            {intl.formatMessage(commonMessages.loadMore)}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
