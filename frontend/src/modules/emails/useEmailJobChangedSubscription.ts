import { useMemo } from 'react';
import { graphql } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { useLiveEntity } from '@/modules/relay/useLiveEntity';
import { insertNode } from '@/modules/ui/list/connectionUpdaters';
import type { EmailEventFilterValue } from './emailReportParams';

const subscription = graphql`
  subscription useEmailJobChangedSubscription($id: ID!, $eventFilter: EmailEventFilter) {
    emailJobChanged(id: $id, eventFilter: $eventFilter) {
      kind
      emailJob {
        id
        status
        version
        ...EmailJobDetail_job
        ...EmailJobRow_job
        ...EmailReport_job
      }
      events {
        id
        type
        recipient
        occurredAt
        ...EmailEventRow_event
      }
    }
  }
`;

export interface LiveEmailJob {
  /** Called after each notice has reached the store (the recipients table reads its rows again). */
  onNotice?: () => void;
  /** Re-reads the job after a socket reconnect (notices may have been missed). */
  refresh: () => void;
  /** The report page's events list: the server sends the new events its filter shows, put at its top. */
  events?: { connectionId: string; filter: EmailEventFilterValue };
}

/**
 * Keeps one job live in every browser on its pages: status (Scheduled → Queued → Completed), the
 * report's counts and its fields change in place (normalized store); the events a change added
 * that the report's events list shows are prepended to it (deduplicated, `totalCount` kept).
 */
export function useEmailJobChangedSubscription(id: string, live: LiveEmailJob): void {
  const { events: target, onNotice, refresh } = live;
  const options = useMemo(
    () => ({
      updater: (store: RecordSourceSelectorProxy) => {
        const change = store.getRootField('emailJobChanged');
        if (!change || !target) return;
        // Oldest first, each to the top: the newest ends up first, whatever order they came in.
        const events = (change.getLinkedRecords('events') ?? [])
          .filter((event) => event != null)
          .sort((a, b) => Date.parse(String(a.getValue('occurredAt'))) - Date.parse(String(b.getValue('occurredAt'))));
        for (const event of events) insertNode(store, target.connectionId, event.getDataID(), 'EmailEventEdge');
      },
      onNext: () => onNotice?.(),
      // Given the list's filter, the server sends only the new events the list shows, by the
      // list's own SQL (issue 32); without a list, every new event (the report's counts).
      variables: target ? { eventFilter: target.filter } : undefined,
    }),
    [target, onNotice],
  );
  useLiveEntity(subscription, id, refresh, options);
}
