import { Text, Timeline } from '@mantine/core';
import { Suspense } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { errorMessage } from '@/modules/relay/errorMessages';
import { PageLoader } from '@/modules/ui/PageLoader';
import { SectionErrorBoundary } from '@/modules/ui/SectionErrorBoundary';
import type { ValueFormatter } from './formatChange';
import { HistoryEntryItem } from './HistoryEntryItem';
import type { HistorySinceQuery } from './__generated__/HistorySinceQuery.graphql';

const messages = defineMessages({
  loading: { id: 'history.since.loading', defaultMessage: 'Loading what changed…' },
  none: { id: 'history.since.none', defaultMessage: 'The changes could not be listed.' },
});

interface Props {
  nodeId: string;
  /** The version the user's form was loaded at: entries after it are shown. */
  sinceVersion: number;
  formatValue?: ValueFormatter;
}

function Entries({ nodeId, sinceVersion, formatValue }: Props) {
  const intl = useIntl();
  const data = useLazyLoadQuery<HistorySinceQuery>(
    graphql`
      query HistorySinceQuery($id: ID!, $since: Int!) {
        history(id: $id, first: 100, sinceVersion: $since) {
          edges {
            node {
              sequence
              ...HistoryEntryItem_entry
            }
          }
        }
      }
    `,
    { id: nodeId, since: sinceVersion },
    { fetchPolicy: 'network-only' },
  );
  const edges = data.history.edges.filter(({ node }) => node.sequence > sinceVersion);
  if (edges.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {intl.formatMessage(messages.none)}
      </Text>
    );
  }
  return (
    <Timeline bulletSize={30} lineWidth={2} active={edges.length} data-testid="history-since">
      {edges.map(({ node }) => (
        <HistoryEntryItem key={node.sequence} entry={node} formatValue={formatValue} />
      ))}
    </Timeline>
  );
}

/** Who changed what after a given version: the conflict view's account of "their" changes. */
export function HistorySince(props: Props) {
  const intl = useIntl();
  return (
    <SectionErrorBoundary
      fallback={(error) => (
        <Text size="sm" c="dimmed">
          {intl.formatMessage(messages.none)} {errorMessage(intl, error)}
        </Text>
      )}
    >
      <Suspense fallback={<PageLoader label={intl.formatMessage(messages.loading)} />}>
        <Entries {...props} />
      </Suspense>
    </SectionErrorBoundary>
  );
}
