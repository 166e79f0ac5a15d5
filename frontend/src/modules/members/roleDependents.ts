import { ClientError } from '@/modules/relay/ClientError';

/** `Role.dependents`: what refers to a role; it cannot be deleted while `total` is above 0. */
export interface RoleDependentCounts {
  readonly members: number;
  readonly documents: number;
  readonly permissionCategories: number;
  readonly workflowTemplates: number;
  readonly workflowInstances: number;
  readonly total: number;
}

/** The server's refusal to delete a role something depends on. */
export const roleInUseCode = '201.M001.003';

export type RoleDependentKind = Exclude<keyof RoleDependentCounts, 'total'>;

/** The kinds in the order the confirmation lists them. */
export const roleDependentKinds: readonly RoleDependentKind[] = ['members', 'documents', 'permissionCategories', 'workflowTemplates', 'workflowInstances'];

/** The kinds with a count above 0, in order, with their counts. */
export function roleDependentEntries(counts: RoleDependentCounts): { kind: RoleDependentKind; count: number }[] {
  return roleDependentKinds.filter((kind) => counts[kind] > 0).map((kind) => ({ kind, count: counts[kind] }));
}

function count(source: Record<string, unknown>, camel: string, snake: string): number {
  const value = source[camel] ?? source[snake];
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}

/**
 * The counts a `201.M001.003` refusal carries in `extensions.dependents` (someone gave the role
 * to a member, a document… after the confirmation was opened); null for any other error.
 */
export function roleDependentsOfError(error: unknown): RoleDependentCounts | null {
  if (!(error instanceof ClientError) || error.code !== roleInUseCode) return null;
  const raw = error.extensions.dependents;
  if (!raw || typeof raw !== 'object') return null;
  const source = raw as Record<string, unknown>;
  const counts = {
    members: count(source, 'members', 'members'),
    documents: count(source, 'documents', 'documents'),
    permissionCategories: count(source, 'permissionCategories', 'permission_categories'),
    workflowTemplates: count(source, 'workflowTemplates', 'workflow_templates'),
    workflowInstances: count(source, 'workflowInstances', 'workflow_instances'),
  };
  const sum = counts.members + counts.documents + counts.permissionCategories + counts.workflowTemplates + counts.workflowInstances;
  return { ...counts, total: Math.max(sum, count(source, 'total', 'total')) };
}
