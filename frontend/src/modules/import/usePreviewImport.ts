import { graphql } from 'react-relay';
import { useUpload } from '@/modules/relay/useUpload';
import type { usePreviewImportMutation, usePreviewImportMutation$data } from './__generated__/usePreviewImportMutation.graphql';

const mutation = graphql`
  mutation usePreviewImportMutation($input: PreviewImportInput!) {
    previewImport(input: $input) {
      preview {
        headers
        columns
        missing
        total
        refused
        ...ImportMapping_preview
        ...ImportPreviewTable_preview
      }
    }
  }
`;

/** A preview as the server answered it: the mapping it used and the fragments the steps read. */
export type ImportPreviewResult = usePreviewImportMutation$data['previewImport']['preview'];

/**
 * previewImport (issue 35 §3): the file is read and every row decided as the import would,
 * writing nothing. Without `columns` the server suggests the mapping from the headers (en/ja).
 * The file goes up as an upload, with its progress, every time: the server keeps nothing.
 */
export function usePreviewImport() {
  return useUpload<usePreviewImportMutation, ImportPreviewResult>(mutation, (response) => response.previewImport.preview);
}
