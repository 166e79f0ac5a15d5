import { ConnectionHandler, ROOT_ID } from 'relay-runtime';
import { emailJobSort } from './emailJobListParams';
import type { EmailJobKind } from './emailPaths';

/** The unfiltered list of a kind of job (recently updated first) as the store keys it, whether or not it is on screen. */
export function defaultEmailJobListId(kind: EmailJobKind): string {
  return ConnectionHandler.getConnectionID(ROOT_ID, 'EmailJobList_emailJobs', {
    filter: { kind },
    orderBy: { field: emailJobSort.defaultField, direction: emailJobSort.natural[emailJobSort.defaultField] },
  });
}
