import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { Suspense, useEffect, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, useQueryLoader, type PreloadedQuery } from 'react-relay';
import { HistoryExportButton } from '@/modules/export/HistoryExportButton';
import { errorMessage } from '@/modules/relay/errorMessages';
import { PageLoader } from '@/modules/ui/PageLoader';
import { SectionErrorBoundary } from '@/modules/ui/SectionErrorBoundary';
import { SectionTitle } from '@/modules/ui/SectionTitle';
import type { ValueFormatter } from './formatChange';
import { HistoryTimeline, historyPageSize } from './HistoryTimeline';
import { NodeAsOf } from './NodeAsOf';
import type { HistoryPanelQuery as Query } from './__generated__/HistoryPanelQuery.graphql';

const query = graphql`
  query HistoryPanelQuery($id: ID!, $first: Int!, $withReason: Boolean!) {
    ...HistoryTimeline_query @arguments(id: $id, first: $first, withReason: $withReason)
    latest: history(id: $id, first: 1) {
      totalCount
    }
  }
`;

const messages = defineMessages({
  title: { id: 'history.title', defaultMessage: 'History' },
  loading: { id: 'history.loading', defaultMessage: 'Loading history…' },
  unavailable: { id: 'history.unavailable', defaultMessage: 'The history could not be loaded.' },
  timeline: { id: 'history.view.timeline', defaultMessage: 'Timeline' },
  asOf: { id: 'history.view.asOf', defaultMessage: 'State at a version' },
  view: { id: 'history.view.label', defaultMessage: 'History view' },
});

interface Props {
  /** The entity's global id. */
  nodeId: string;
  /** Anything that changes with the entity (its version, say): the panel reloads when it does. */
  reloadKey: string | number;
  /** Names values only the page knows (status ids, role ids…). */
  formatValue?: ValueFormatter;
  /** Shows the reason an event states (a manager's override of a workflow step): reads the events' payloads. */
  showReasons?: boolean;
}

interface BodyProps {
  nodeId: string;
  queryRef: PreloadedQuery<Query>;
  view: 'timeline' | 'asOf';
  formatValue?: ValueFormatter;
}

function Body({ nodeId, queryRef, view, formatValue }: BodyProps) {
  const data = usePreloadedQuery<Query>(query, queryRef);
  if (view === 'asOf') return <NodeAsOf nodeId={nodeId} latest={data.latest.totalCount} formatValue={formatValue} />;
  return <HistoryTimeline query={data} formatValue={formatValue} />;
}

/** Reusable audit panel for any entity: its timeline, and its state at a chosen version. */
export function HistoryPanel({ nodeId, reloadKey, formatValue, showReasons = false }: Props) {
  const intl = useIntl();
  const [view, setView] = useState<'timeline' | 'asOf'>('timeline');
  const [queryRef, loadQuery] = useQueryLoader<Query>(query);
  useEffect(() => {
    loadQuery({ id: nodeId, first: historyPageSize, withReason: showReasons }, { fetchPolicy: 'store-and-network' });
  }, [loadQuery, nodeId, reloadKey, showReasons]);
  return (
    <Stack gap="xs" component="section" aria-label={intl.formatMessage(messages.title)}>
      <Group gap={6} justify="space-between">
        <SectionTitle icon={IconHistory}>{intl.formatMessage(messages.title)}</SectionTitle>
        <Group gap={6}>
          <HistoryExportButton nodeId={nodeId} />
          <SegmentedControl
            size="xs"
            aria-label={intl.formatMessage(messages.view)}
            value={view}
            onChange={(value) => setView(value === 'asOf' ? 'asOf' : 'timeline')}
            data={[
              { value: 'timeline', label: intl.formatMessage(messages.timeline) },
              { value: 'asOf', label: intl.formatMessage(messages.asOf) },
            ]}
          />
        </Group>
      </Group>
      <SectionErrorBoundary
        fallback={(error) => (
          <Text size="sm" c="dimmed">
            {intl.formatMessage(messages.unavailable)} {errorMessage(intl, error)}
          </Text>
        )}
      >
        <Suspense fallback={<PageLoader label={intl.formatMessage(messages.loading)} />}>
          {queryRef && <Body nodeId={nodeId} queryRef={queryRef} view={view} formatValue={formatValue} />}
        </Suspense>
      </SectionErrorBoundary>
    </Stack>
  );
}
