import { useEffect, useMemo, useRef } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig, RecordProxy } from 'relay-runtime';
import { resync } from '@/modules/relay/resync';
import { connectionHasNode, insertNode, removeNode } from '@/modules/ui/list/connectionUpdaters';
import { matchesWorkflowTemplateFilter, type WorkflowTemplateFacts, type WorkflowTemplateListFilter } from './workflowTemplateListParams';
import type { useWorkflowTemplatesChangedSubscription as Subscription } from './__generated__/useWorkflowTemplatesChangedSubscription.graphql';

const subscription = graphql`
  subscription useWorkflowTemplatesChangedSubscription {
    workflowTemplatesChanged {
      kind
      workflowTemplate {
        id
        name
        description
        visibility
        archived
        ...WorkflowTemplateRow_template
      }
    }
  }
`;

export interface LiveWorkflowTemplateList {
  connectionId: string;
  filter: WorkflowTemplateListFilter;
  /** Re-fetches the connection after a socket reconnect (notices may have been missed). */
  refetch: () => void;
}

function facts(template: RecordProxy): WorkflowTemplateFacts {
  return {
    name: String(template.getValue('name') ?? ''),
    description: String(template.getValue('description') ?? ''),
    visibility: String(template.getValue('visibility') ?? ''),
    archived: template.getValue('archived') === true,
  };
}

/**
 * Keeps the template list live through the store, never by re-running the loader: CREATED
 * prepends a matching template, UPDATED changes the row in place and moves it out of or into
 * the list when it no longer or now matches (archived or restored, another visibility),
 * DELETED drops it. The keyword never drops a row (the next load decides).
 */
export function useWorkflowTemplatesChangedSubscription(list: LiveWorkflowTemplateList): void {
  const listRef = useRef(list);
  useEffect(() => {
    listRef.current = list;
  }, [list]);
  const config = useMemo<GraphQLSubscriptionConfig<Subscription>>(
    () => ({
      subscription,
      variables: {},
      updater: (store) => {
        const change = store.getRootField('workflowTemplatesChanged');
        const template = change?.getLinkedRecord('workflowTemplate');
        if (!change || !template) return;
        const { connectionId, filter } = listRef.current;
        const connection = store.get(connectionId);
        if (!connection) return;
        const id = template.getDataID();
        if (change.getValue('kind') === 'DELETED') {
          removeNode(store, connectionId, id);
          return;
        }
        const known = facts(template);
        const matches = matchesWorkflowTemplateFilter(filter, known);
        const stillMatches = matchesWorkflowTemplateFilter(filter, known, { keyword: false });
        const listed = connectionHasNode(connection, id);
        if (listed && !stillMatches) removeNode(store, connectionId, id);
        else if (!listed && matches) insertNode(store, connectionId, id, 'WorkflowTemplateEdge');
      },
      onError: (error) => console.warn('workflowTemplatesChanged subscription ended', error),
    }),
    [],
  );
  useSubscription(config);
  useEffect(() => resync.subscribe(() => listRef.current.refetch()), []);
}
