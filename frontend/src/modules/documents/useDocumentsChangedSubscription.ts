import { graphql } from 'react-relay';
import { useLiveList } from '@/modules/relay/useLiveList';
import type { DocumentListFilter } from './documentListParams';

const subscription = graphql`
  subscription useDocumentsChangedSubscription($filter: DocumentFilter) {
    documentsChanged(filter: $filter) {
      kind
      id
      matches
      document {
        id
        ...DocumentRow_document
      }
    }
  }
`;

export interface LiveDocumentList {
  connectionId: string;
  /** The filter the list was loaded with: the server tells whether each changed document is in it. */
  filter: DocumentListFilter;
  /** Re-fetches the connection after a socket reconnect (notices may have been missed). */
  refetch: () => void;
}

/** Keeps the document list live through the store, never by re-running the loader (`useLiveList`). */
export function useDocumentsChangedSubscription({ connectionId, filter, refetch }: LiveDocumentList): void {
  useLiveList({ subscription, field: 'documentsChanged', variables: { filter }, connectionId, edgeType: 'DocumentEdge', refetch });
}
