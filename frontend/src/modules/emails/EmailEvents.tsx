import { useCallback, useMemo } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import { EmailEventRow } from './EmailEventRow';
import { EmailReportSection } from './EmailReportSection';
import type { EmailJobKind } from './emailPaths';
import { emailEventCodec, emailEventPageSize, type EmailEventFilterValue } from './emailReportParams';
import { emailEventTypes } from './emailStatuses';
import { useEmailReport } from './useEmailReport';
import { useEmailJobChangedSubscription } from './useEmailJobChangedSubscription';
import type { EmailEvents_job$key } from './__generated__/EmailEvents_job.graphql';

const messages = defineMessages({
  title: { id: 'email.event.title', defaultMessage: 'Events' },
  type: { id: 'email.event.type', defaultMessage: 'Event' },
  occurredAt: { id: 'email.event.occurredAt', defaultMessage: 'Time' },
  email: { id: 'email.delivery.email', defaultMessage: 'Recipient' },
  source: { id: 'email.event.source', defaultMessage: 'Source' },
  detail: { id: 'email.event.detail', defaultMessage: 'Link or reason' },
  empty: { id: 'email.event.empty', defaultMessage: 'No events yet' },
  countAll: defineMessage<{ total: number }>({ id: 'email.event.countAll', defaultMessage: '{total, plural, one {# event} other {# events}}' }),
  count: defineMessage<{ shown: number; total: number }>({ id: 'email.event.count', defaultMessage: '{shown, number} of {total, plural, one {# event} other {# events}}' }),
});

interface Props {
  job: EmailEvents_job$key;
  kind: EmailJobKind;
  /** The filter the events were loaded with (live events are checked against it). */
  filter: EmailEventFilterValue;
  /** Re-reads the job after a socket reconnect. */
  refresh: () => void;
}

/**
 * A job's events, newest first, filtered by type and searched by recipient (both in the URL),
 * "load more"; live: the events each `emailJobChanged` notice brings are put at the top, and the
 * report's counts follow in the store.
 */
export function EmailEvents({ job, kind, filter, refresh }: Props) {
  const intl = useIntl();
  const { data, ...page } = usePaginationFragment(
    graphql`
      fragment EmailEvents_job on EmailJob
      @refetchable(queryName: "EmailEventsPaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 20 }, after: { type: "String" }, filter: { type: "EmailEventFilter" }) {
        id
        events(first: $first, after: $after, filter: $filter) @connection(key: "EmailEvents_events") {
          __id
          totalCount
          totalCountCapped
          edges {
            node {
              id
              ...EmailEventRow_event
            }
          }
        }
      }
    `,
    job,
  );
  const { params, update, reloadRows, section } = useEmailReport(emailEventCodec, emailEventPageSize, page, data.events);
  const edges = data.events.edges;
  const connectionId = data.events.__id;
  const resync = useCallback(() => {
    refresh();
    reloadRows(edges.length);
  }, [refresh, reloadRows, edges.length]);
  const live = useMemo(() => ({ refresh: resync, events: { connectionId, filter } }), [resync, connectionId, filter]);
  useEmailJobChangedSubscription(data.id, live);

  return (
    <EmailReportSection
      title={intl.formatMessage(messages.title)}
      headingOrder={2}
      testId="email-events"
      {...section}
      filter={{ label: intl.formatMessage(messages.type), options: emailEventTypes, value: params.types, onChange: (types) => update({ types }), width: 280 }}
      emptyText={intl.formatMessage(messages.empty)}
      minWidth={820}
      columns={[
        { key: 'occurredAt', label: intl.formatMessage(messages.occurredAt) },
        { key: 'type', label: intl.formatMessage(messages.type) },
        { key: 'recipient', label: intl.formatMessage(messages.email) },
        { key: 'source', label: intl.formatMessage(messages.source) },
        { key: 'detail', label: intl.formatMessage(messages.detail) },
      ]}
      countMessages={{ all: messages.countAll, some: messages.count }}
    >
      {edges.map((edge) => (
        <EmailEventRow key={edge.node.id} event={edge.node} kind={kind} jobId={data.id} />
      ))}
    </EmailReportSection>
  );
}
