import { useMemo } from 'react';
import { graphql } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { useLiveEntity } from '@/modules/relay/useLiveEntity';
import { insertNode } from '@/modules/ui/list/connectionUpdaters';
import { matchesEmailEventFilter, type EmailEventFilterValue } from './emailReportParams';

const subscription = graphql`
  subscription useEmailJobChangedSubscription($id: ID!) {
    emailJobChanged(id: $id) {
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
  /** The report page's events list: new events are put at its top when they match its filter. */
  events?: { connectionId: string; filter: EmailEventFilterValue };
}

/**
 * Keeps one job live in every browser on its pages: status (Scheduled → Queued → Completed), the
 * report's counts and its fields change in place (normalized store); the events a change added
 * are prepended to the report's events list (deduplicated, `totalCount` kept).
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
        for (const event of events) {
          const facts = { type: String(event.getValue('type') ?? ''), recipient: String(event.getValue('recipient') ?? '') };
          if (matchesEmailEventFilter(target.filter, facts)) insertNode(store, target.connectionId, event.getDataID(), 'EmailEventEdge');
        }
      },
      onNext: () => onNotice?.(),
    }),
    [target, onNotice],
  );
  useLiveEntity(subscription, id, refresh, options);
}
