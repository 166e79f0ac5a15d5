import type { UploadableMap } from 'relay-runtime';

/**
 * A message's files as the GraphQL multipart request sends them: `files` holds one null per
 * file in the variables, and each file goes as its own part mapped to `variables.input.files.N`.
 */
export function chatFileUploads(files: readonly File[]): { files: null[]; uploadables: UploadableMap | undefined } {
  if (files.length === 0) return { files: [], uploadables: undefined };
  return {
    files: files.map(() => null),
    uploadables: Object.fromEntries(files.map((file, index) => [`variables.input.files.${index}`, file])),
  };
}
