import { useEffect, useRef } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import { EmailDeliveryRow } from './EmailDeliveryRow';
import { EmailReportSection } from './EmailReportSection';
import { emailDeliveryCodec, emailDeliveryPageSize } from './emailReportParams';
import { emailDeliveryStatuses } from './emailStatuses';
import { useEmailReport } from './useEmailReport';
import type { EmailDeliveries_job$key } from './__generated__/EmailDeliveries_job.graphql';

const messages = defineMessages({
  title: { id: 'email.field.recipients', defaultMessage: 'Recipients' },
  status: { id: 'email.field.status', defaultMessage: 'Status' },
  email: { id: 'email.delivery.email', defaultMessage: 'Recipient' },
  attempts: { id: 'email.delivery.attempts', defaultMessage: 'Attempts' },
  acceptedAt: { id: 'email.event.type.accepted', defaultMessage: 'Accepted' },
  deliveredAt: { id: 'email.event.type.delivered', defaultMessage: 'Delivered' },
  openedAt: { id: 'email.event.type.opened', defaultMessage: 'Opened' },
  clickedAt: { id: 'email.event.type.clicked', defaultMessage: 'Clicked' },
  eml: { id: 'email.delivery.eml', defaultMessage: 'View .eml' },
  empty: { id: 'email.delivery.empty', defaultMessage: 'No recipients yet' },
  countAll: defineMessage<{ total: number }>({ id: 'email.delivery.countAll', defaultMessage: '{total, plural, one {# recipient} other {# recipients}}' }),
  count: defineMessage<{ shown: number; total: number }>({ id: 'email.delivery.count', defaultMessage: '{shown, number} of {total, plural, one {# recipient} other {# recipients}}' }),
});

/** Notices can come many a second while a job sends: the table is read again at most this often. */
const refreshEveryMs = 1500;

interface Props {
  job: EmailDeliveries_job$key;
  /** Changes with every `emailJobChanged` notice: the recipients' outcomes are read again (throttled). */
  reloadKey: number;
}

/**
 * A job's recipients (one message each) with their outcome, filtered by status and searched by
 * address (both in the URL), "load more"; a ".eml" link where the file transport wrote one.
 */
export function EmailDeliveries({ job, reloadKey }: Props) {
  const intl = useIntl();
  const { data, ...page } = usePaginationFragment(
    graphql`
      fragment EmailDeliveries_job on EmailJob
      @refetchable(queryName: "EmailDeliveriesPaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 20 }, after: { type: "String" }, filter: { type: "EmailDeliveryFilter" }) {
        id
        deliveries(first: $first, after: $after, filter: $filter) @connection(key: "EmailDeliveries_deliveries") {
          __id
          totalCount
          totalCountCapped
          edges {
            node {
              id
              ...EmailDeliveryRow_delivery
            }
          }
        }
      }
    `,
    job,
  );
  const { params, update, reloadRows, section } = useEmailReport(emailDeliveryCodec, emailDeliveryPageSize, page, data.deliveries);
  const edges = data.deliveries.edges;

  // Read the rows again after notices, at most every `refreshEveryMs` (the last notice always counts).
  const shown = useRef(edges.length);
  useEffect(() => {
    shown.current = edges.length;
  }, [edges.length]);
  const seen = useRef(reloadKey);
  const last = useRef(0);
  useEffect(() => {
    if (reloadKey === seen.current) return undefined;
    seen.current = reloadKey;
    const wait = Math.max(0, last.current + refreshEveryMs - Date.now());
    const timer = window.setTimeout(() => {
      last.current = Date.now();
      reloadRows(shown.current);
    }, wait);
    return () => window.clearTimeout(timer);
  }, [reloadKey, reloadRows]);

  return (
    <EmailReportSection
      title={intl.formatMessage(messages.title)}
      headingOrder={3}
      testId="email-deliveries"
      {...section}
      filter={{ label: intl.formatMessage(messages.status), options: emailDeliveryStatuses, value: params.statuses, onChange: (statuses) => update({ statuses }), width: 260 }}
      emptyText={intl.formatMessage(messages.empty)}
      minWidth={980}
      columns={[
        { key: 'recipient', label: intl.formatMessage(messages.email) },
        { key: 'status', label: intl.formatMessage(messages.status) },
        { key: 'attempts', label: intl.formatMessage(messages.attempts) },
        { key: 'acceptedAt', label: intl.formatMessage(messages.acceptedAt) },
        { key: 'deliveredAt', label: intl.formatMessage(messages.deliveredAt) },
        { key: 'openedAt', label: intl.formatMessage(messages.openedAt) },
        { key: 'clickedAt', label: intl.formatMessage(messages.clickedAt) },
        { key: 'eml', label: intl.formatMessage(messages.eml) },
      ]}
      countMessages={{ all: messages.countAll, some: messages.count }}
    >
      {edges.map((edge) => (
        <EmailDeliveryRow key={edge.node.id} delivery={edge.node} />
      ))}
    </EmailReportSection>
  );
}
