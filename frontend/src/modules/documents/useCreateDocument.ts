import { graphql } from 'react-relay';
import { useStoreMutation } from '@/modules/relay/useStoreMutation';
import { ConnectionHandler, ROOT_ID } from 'relay-runtime';
import { insertNode } from '@/modules/ui/list/connectionUpdaters';
import { documentSort } from './documentListParams';
import type { useCreateDocumentMutation } from './__generated__/useCreateDocumentMutation.graphql';

const mutation = graphql`
  mutation useCreateDocumentMutation($input: CreateDocumentInput!) {
    createDocument(input: $input) {
      document {
        id
        ...DocumentRow_document
      }
    }
  }
`;

/** The unfiltered document list (recently updated first) as the store keys it, whether or not it is on screen. */
const defaultDocumentListId = ConnectionHandler.getConnectionID(ROOT_ID, 'DocumentList_documents', {
  filter: {},
  orderBy: { field: documentSort.defaultField, direction: documentSort.natural[documentSort.defaultField] },
});

/**
 * createDocument. The new document is put at the top of the unfiltered list's connection if the
 * store holds it, so going back to /documents shows it at once (no refetch); the list's
 * live list (`documentsChanged`) skips it as already listed.
 */
export function useCreateDocument() {
  return useStoreMutation<useCreateDocumentMutation>(mutation, (store, data) => {
    const id = data?.createDocument.document.id;
    if (id) insertNode(store, defaultDocumentListId, id, 'DocumentEdge');
  });
}
