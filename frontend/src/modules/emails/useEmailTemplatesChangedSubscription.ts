import { useEffect, useMemo, useRef } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { resync } from '@/modules/relay/resync';
import { connectionHasNode, insertNode, removeNode } from '@/modules/ui/list/connectionUpdaters';
import { matchesEmailTemplateFilter, type EmailTemplateListFilter } from './emailTemplateListParams';
import type { useEmailTemplatesChangedSubscription as Subscription } from './__generated__/useEmailTemplatesChangedSubscription.graphql';

const subscription = graphql`
  subscription useEmailTemplatesChangedSubscription {
    emailTemplatesChanged {
      kind
      emailTemplate {
        id
        name
        subject
        status
        ...EmailTemplateRow_template
      }
    }
  }
`;

export interface LiveEmailTemplateList {
  connectionId: string;
  filter: EmailTemplateListFilter;
  /** Re-fetches the connection after a socket reconnect (notices may have been missed). */
  refetch: () => void;
}

/**
 * Keeps the template list live through the store, never by re-running the loader: CREATED
 * prepends a matching template, UPDATED changes the row in place (normalized store) and moves it
 * out of or into the list when its status no longer or now matches (a draft activated leaves the
 * drafts), DELETED drops it. The keyword never drops a row (the next load decides).
 */
export function useEmailTemplatesChangedSubscription(list: LiveEmailTemplateList): void {
  const listRef = useRef(list);
  useEffect(() => {
    listRef.current = list;
  }, [list]);
  const config = useMemo<GraphQLSubscriptionConfig<Subscription>>(
    () => ({
      subscription,
      variables: {},
      updater: (store) => {
        const change = store.getRootField('emailTemplatesChanged');
        const template = change?.getLinkedRecord('emailTemplate');
        if (!change || !template) return;
        const { connectionId, filter } = listRef.current;
        const connection = store.get(connectionId);
        if (!connection) return;
        const id = template.getDataID();
        const kind = change.getValue('kind');
        if (kind === 'DELETED') {
          removeNode(store, connectionId, id);
          return;
        }
        const facts = {
          name: String(template.getValue('name') ?? ''),
          subject: String(template.getValue('subject') ?? ''),
          status: String(template.getValue('status') ?? ''),
        };
        const matches = matchesEmailTemplateFilter(filter, facts);
        const stillMatches = matchesEmailTemplateFilter(filter, facts, { keyword: false });
        const listed = connectionHasNode(connection, id);
        if (listed && !stillMatches) removeNode(store, connectionId, id);
        else if (!listed && matches) insertNode(store, connectionId, id, 'EmailTemplateEdge');
      },
      onError: (error) => console.warn('emailTemplatesChanged subscription ended', error),
    }),
    [],
  );
  useSubscription(config);
  useEffect(() => resync.subscribe(() => listRef.current.refetch()), []);
}
