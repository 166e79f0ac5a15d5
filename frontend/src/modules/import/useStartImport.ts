import { graphql } from 'react-relay';
import { useUpload } from '@/modules/relay/useUpload';
import type { useStartImportMutation, useStartImportMutation$data } from './__generated__/useStartImportMutation.graphql';

const mutation = graphql`
  mutation useStartImportMutation($input: StartImportInput!) {
    startImport(input: $input) {
      import {
        id
        ...ImportResult_import
      }
    }
  }
`;

/** An import as the mutation answered it: its id and its result's fragment. */
export type StartedImport = useStartImportMutation$data['startImport']['import'];

/**
 * startImport (issue 35 §3): the server answers at once with the import running; its progress
 * and result come by `importChanged`. No store work: lists follow each record's own notice.
 */
export function useStartImport() {
  return useUpload<useStartImportMutation, StartedImport>(mutation, (response) => response.startImport.import);
}
