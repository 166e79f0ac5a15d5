import { useEffect, useMemo, useRef } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig, RecordProxy } from 'relay-runtime';
import { resync } from '@/modules/relay/resync';
import { connectionHasNode, insertNode, removeNode } from '@/modules/ui/list/connectionUpdaters';
import { matchesDocumentFilter, type DocumentFacts, type DocumentListFilter } from './documentListParams';
import type { useDocumentsChangedSubscription as Subscription } from './__generated__/useDocumentsChangedSubscription.graphql';

const subscription = graphql`
  subscription useDocumentsChangedSubscription {
    documentsChanged {
      kind
      document {
        id
        title
        statusId
        isFavourite
        category {
          id
        }
        permissionCategory {
          id
        }
        tags {
          id
        }
        author {
          id
        }
        ...DocumentRow_document
      }
    }
  }
`;

export interface LiveDocumentList {
  connectionId: string;
  filter: DocumentListFilter;
  /** Re-fetches the connection after a socket reconnect (notices may have been missed). */
  refetch: () => void;
}

function linkedId(record: RecordProxy, field: string): string | null {
  return record.getLinkedRecord(field)?.getDataID() ?? null;
}

function factsOf(document: RecordProxy): DocumentFacts {
  return {
    title: String(document.getValue('title') ?? ''),
    statusId: Number(document.getValue('statusId')),
    categoryId: linkedId(document, 'category'),
    permissionCategoryId: linkedId(document, 'permissionCategory'),
    tagIds: (document.getLinkedRecords('tags') ?? []).flatMap((tag) => (tag ? [tag.getDataID()] : [])),
    authorId: linkedId(document, 'author'),
    isFavourite: document.getValue('isFavourite') === true,
  };
}

/**
 * Keeps the document list live through the store, never by re-running the loader: CREATED
 * prepends a matching document, UPDATED changes the row in place (normalized store) and moves it
 * in or out when it no longer matches the filter, DELETED drops it.
 */
export function useDocumentsChangedSubscription(list: LiveDocumentList): void {
  const listRef = useRef(list);
  useEffect(() => {
    listRef.current = list;
  }, [list]);
  const config = useMemo<GraphQLSubscriptionConfig<Subscription>>(
    () => ({
      subscription,
      variables: {},
      updater: (store) => {
        const change = store.getRootField('documentsChanged');
        const document = change?.getLinkedRecord('document');
        if (!change || !document) return;
        const { connectionId, filter } = listRef.current;
        const connection = store.get(connectionId);
        if (!connection) return;
        const id = document.getDataID();
        const kind = change.getValue('kind');
        if (kind === 'DELETED') {
          removeNode(store, connectionId, id);
          return;
        }
        const matches = matchesDocumentFilter(filter, factsOf(document));
        if (kind === 'CREATED') {
          if (matches) insertNode(store, connectionId, id, 'DocumentEdge');
          return;
        }
        const listed = connectionHasNode(connection, id);
        if (listed && !matches) removeNode(store, connectionId, id);
        else if (!listed && matches) insertNode(store, connectionId, id, 'DocumentEdge');
      },
      onError: (error) => console.warn('documentsChanged subscription ended', error),
    }),
    [],
  );
  useSubscription(config);
  useEffect(() => resync.subscribe(() => listRef.current.refetch()), []);
}
