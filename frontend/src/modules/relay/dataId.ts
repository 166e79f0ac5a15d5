import type { GetDataID } from 'relay-runtime/lib/store/RelayResponseNormalizer';

/**
 * Where Relay stores a record (the environment's `getDataID`). A live notice (`…Change`, issue
 * 32) names the changed row by `id`, but it is not that row: stored under the row's id, its
 * `kind` and `matches` would land on the row's record, and a notice heard before the row was
 * read (a chat room this tab just started) would create that record with the notice's type, so
 * a later `node(id) { ... on ChatRoom }` would find no chat room there. Notices are kept apart,
 * under ids Relay makes for them; every other object by its global `id`.
 */
export const getDataID: GetDataID = (fieldValue, typeName) => (typeName.endsWith('Change') ? undefined : fieldValue.id);
