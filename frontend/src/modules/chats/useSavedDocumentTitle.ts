import { useEffect } from 'react';
import { commitLocalUpdate, fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { useSavedDocumentTitleQuery } from './__generated__/useSavedDocumentTitleQuery.graphql';

const query = graphql`
  query useSavedDocumentTitleQuery($id: ID!) {
    document(id: $id) {
      id
      title
    }
  }
`;

/** How long to wait between reads, growing: the document is created just after the save is recorded. */
const delaysMs = [250, 500, 1000, 2000, 4000];

/**
 * A saved generation's document, once the documents' read model has it (issue 37 §6). The room
 * hears of the save from its own record (`savedDocumentId`, so the link is there at once), which
 * can come before the document itself exists to read: the document is asked for a few times,
 * and once found the message links to it in the store, so every view of it shows its title.
 */
export function useSavedDocumentTitle(messageId: string | null, documentId: string | null): void {
  const environment = useRelayEnvironment();
  useEffect(() => {
    if (!messageId || !documentId) return undefined;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = (attempt: number) => {
      timer = setTimeout(() => {
        fetchQuery<useSavedDocumentTitleQuery>(environment, query, { id: documentId }, { fetchPolicy: 'network-only' })
          .toPromise()
          .catch(() => undefined)
          .then((data) => {
            if (cancelled) return;
            const found = data?.document?.id;
            if (found) {
              commitLocalUpdate(environment, (store) => {
                const message = store.get(messageId);
                const document = store.get(found);
                if (message && document) message.setLinkedRecord(document, 'savedDocument');
              });
            } else if (attempt + 1 < delaysMs.length) {
              read(attempt + 1);
            }
          });
      }, delaysMs[attempt]);
    };
    read(0);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [environment, messageId, documentId]);
}
