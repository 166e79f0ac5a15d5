import { sendGraphQL } from '../relay/transport';

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
