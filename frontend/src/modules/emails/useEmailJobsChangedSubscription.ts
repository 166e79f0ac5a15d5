import { useEffect, useMemo, useRef } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig, RecordProxy } from 'relay-runtime';
import { resync } from '@/modules/relay/resync';
import { connectionHasNode, insertNode, removeNode } from '@/modules/ui/list/connectionUpdaters';
import { matchesEmailJobFilter, type EmailJobFacts, type EmailJobListFilter } from './emailJobListParams';
import type { useEmailJobsChangedSubscription as Subscription } from './__generated__/useEmailJobsChangedSubscription.graphql';

const subscription = graphql`
  subscription useEmailJobsChangedSubscription {
    emailJobsChanged {
      kind
      emailJob {
        id
        kind
        status
        subject
        senderName
        senderEmail
        tagNames
        ...EmailJobRow_job
      }
    }
  }
`;

export interface LiveEmailJobList {
  connectionId: string;
  filter: EmailJobListFilter;
  /** Re-fetches the connection after a socket reconnect (notices may have been missed). */
  refetch: () => void;
}

function factsOf(job: RecordProxy): EmailJobFacts {
  const tagNames = job.getValue('tagNames');
  return {
    kind: String(job.getValue('kind') ?? ''),
    status: String(job.getValue('status') ?? ''),
    subject: String(job.getValue('subject') ?? ''),
    senderName: String(job.getValue('senderName') ?? ''),
    senderEmail: String(job.getValue('senderEmail') ?? ''),
    tagNames: Array.isArray(tagNames) ? tagNames.map(String) : [],
  };
}

/**
 * Keeps a job list live through the store, never by re-running the loader: every job created or
 * changed arrives here; a row changes in place (status Scheduled → Queued → Completed, the sent
 * counts); a job of the list's kind that matches its filter is prepended, one whose status no
 * longer matches leaves; DELETED leaves. The keyword never drops a row (the next load decides).
 */
export function useEmailJobsChangedSubscription(list: LiveEmailJobList): void {
  const listRef = useRef(list);
  useEffect(() => {
    listRef.current = list;
  }, [list]);
  const config = useMemo<GraphQLSubscriptionConfig<Subscription>>(
    () => ({
      subscription,
      variables: {},
      updater: (store) => {
        const change = store.getRootField('emailJobsChanged');
        const job = change?.getLinkedRecord('emailJob');
        if (!change || !job) return;
        const { connectionId, filter } = listRef.current;
        const connection = store.get(connectionId);
        if (!connection) return;
        const id = job.getDataID();
        if (change.getValue('kind') === 'DELETED') {
          removeNode(store, connectionId, id);
          return;
        }
        const facts = factsOf(job);
        const matches = matchesEmailJobFilter(filter, facts);
        const stillMatches = matchesEmailJobFilter(filter, facts, { keyword: false });
        const listed = connectionHasNode(connection, id);
        if (listed && !stillMatches) removeNode(store, connectionId, id);
        else if (!listed && matches) insertNode(store, connectionId, id, 'EmailJobEdge');
      },
      onError: (error) => console.warn('emailJobsChanged subscription ended', error),
    }),
    [],
  );
  useSubscription(config);
  useEffect(() => resync.subscribe(() => listRef.current.refetch()), []);
}
