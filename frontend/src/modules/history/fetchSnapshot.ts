import { sendGraphQL } from '../relay/transport';
import type { EntityRef } from './refPath';

/** The entity's state at one version. */
export interface Snapshot {
  version: number;
  recordedAt: string;
  state: Record<string, unknown>;
}

// Sent past the Relay store on purpose: a snapshot carries the entity's own id, so normalizing it
// would overwrite the live record (its version, for one) with the old state.
const query = `query NodeAsOfSnapshotQuery($id: ID!, $version: Int, $at: DateTime) {
  nodeAsOf(id: $id, version: $version, at: $at) { version recordedAt state }
}`;

/** A version, or a moment (RFC 3339). */
export type SnapshotTarget = { version: number } | { at: string };

/** Fetches `nodeAsOf(id, version | at)`; rejects with the server's coded error. */
export async function fetchSnapshot(id: string, target: SnapshotTarget): Promise<Snapshot> {
  const response = await sendGraphQL({ query, operationName: 'NodeAsOfSnapshotQuery', variables: { id, ...target } }).promise;
  const data = response.data as { nodeAsOf: { version: number; recordedAt: string; state: unknown } } | null | undefined;
  if (!data) throw new Error('no data');
  const state = data.nodeAsOf.state;
  return {
    version: data.nodeAsOf.version,
    recordedAt: data.nodeAsOf.recordedAt,
    state: state && typeof state === 'object' && !Array.isArray(state) ? (state as Record<string, unknown>) : { value: state },
  };
}

/** A snapshot field that holds another entity's id (assigneeId, created_by, …), never the entity's own `id`. */
export function isReferenceField(field: string): boolean {
  return field !== 'id' && /(Id|_id|By|_by|ById|_by_id)$/.test(field);
}

/**
 * Names the entities a snapshot refers to (one request, past the store, like the snapshot):
 * `{ [id]: { __typename, id, name | title } }`; ids that no longer resolve are left out.
 */
export async function resolveReferences(state: Record<string, unknown>): Promise<Record<string, EntityRef>> {
  const pairs = Object.entries(state)
    .filter(([field, value]) => isReferenceField(field) && typeof value === 'string' && value !== '')
    .map(([field, value]) => [value as string, globalId(field, value as string)] as const)
    .filter((pair): pair is readonly [string, string] => pair[1] !== null);
  const raw = [...new Map(pairs).entries()].slice(0, 20);
  const ids = raw.map(([, id]) => id);
  if (ids.length === 0) return {};
  const declared = ids.map((_, index) => `$r${index}: ID!`).join(', ');
  const selections = ids
    .map(
      (_, index) =>
        `r${index}: node(id: $r${index}) { __typename ... on Employee { id name } ... on Task { id title } ... on Tag { id name } }`,
    )
    .join('\n  ');
  const variables = Object.fromEntries(ids.map((id, index) => [`r${index}`, id]));
  const response = await sendGraphQL({
    query: `query NodeAsOfReferencesQuery(${declared}) {\n  ${selections}\n}`,
    operationName: 'NodeAsOfReferencesQuery',
    variables,
  }).promise;
  const data = (response.data ?? {}) as Record<string, EntityRef | null>;
  const refs: Record<string, EntityRef> = {};
  raw.forEach(([value], index) => {
    const ref = data[`r${index}`];
    if (ref && ref.id) refs[value] = ref;
  });
  return refs;
}

/** The entity type a reference field points at, by its name (snapshots store raw uuids). */
function referenceType(field: string): string | null {
  if (/assignee|created_?by|employee|actor|author|owner|member/i.test(field)) return 'Employee';
  if (/tag/i.test(field)) return 'Tag';
  if (/task/i.test(field)) return 'Task';
  return null;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The Relay global id (base64url of `<Type>:<uuid>`, as the server issues them) for a snapshot's raw reference. */
function globalId(field: string, value: string): string | null {
  if (!uuidPattern.test(value)) return null;
  const type = referenceType(field);
  if (!type) return null;
  return btoa(`${type}:${value.toLowerCase()}`).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
