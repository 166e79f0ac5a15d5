import { sendGraphQL } from '@/modules/relay/transport';
import type { EntityRef } from './refPath';

/** One field of a past state: its label and its value as a person reads it. */
export interface SnapshotField {
  field: string;
  label: string;
  text: string;
}

/** The entity's state at one version, with the entities its reference fields name. */
export interface Snapshot {
  version: number;
  recordedAt: string;
  state: Record<string, unknown>;
  /** Each field labelled and read by the server, in the area's order (issue 37 §2). */
  fields: readonly SnapshotField[];
  /** By state field (`assignee_id`): the entity it named, resolved by the server. */
  references: Record<string, EntityRef>;
}

// Sent past the Relay store on purpose: a snapshot carries the entity's own id, so normalizing it
// would overwrite the live record (its version, for one) with the old state.
const query = `query NodeAsOfSnapshotQuery($id: ID!, $version: Int, $at: DateTime) {
  nodeAsOf(id: $id, version: $version, at: $at) {
    version
    recordedAt
    state
    fields { field label text }
    references {
      field
      node {
        __typename
        id
        ... on Employee { name }
        ... on Task { title }
        ... on Tag { name }
        ... on Project { name }
        ... on Issue { title }
        ... on IssueStatus { label }
        ... on IssueCategory { label }
        ... on Application { applicationName }
        ... on ApplicationNode { name tree application { id } }
        ... on Agent { name }
        ... on AgentRole { name }
        ... on AiModel { displayName }
        ... on ChatRoom { title }
        ... on WorkflowTemplate { name }
        ... on WorkflowInstance { name }
      }
    }
  }
}`;

interface Response {
  nodeAsOf: {
    version: number;
    recordedAt: string;
    state: unknown;
    fields: readonly SnapshotField[];
    references: readonly { field: string; node: EntityRef | null }[];
  };
}

/** A version, or a moment (RFC 3339). */
export type SnapshotTarget = { version: number } | { at: string };

/** Fetches `nodeAsOf(id, version | at)` with its references; rejects with the server's coded error. */
export async function fetchSnapshot(id: string, target: SnapshotTarget): Promise<Snapshot> {
  const response = await sendGraphQL({ query, operationName: 'NodeAsOfSnapshotQuery', variables: { id, ...target } }).promise;
  const data = response.data as Response | null | undefined;
  if (!data) throw new Error('no data');
  const { version, recordedAt, state, fields, references } = data.nodeAsOf;
  return {
    version,
    recordedAt,
    fields,
    state: state && typeof state === 'object' && !Array.isArray(state) ? (state as Record<string, unknown>) : { value: state },
    // A null node (gone, or not readable by the caller) leaves the field's raw value shown.
    references: Object.fromEntries(references.flatMap(({ field, node }) => (node ? [[field, node] as const] : []))),
  };
}
