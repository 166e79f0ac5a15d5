/** The server's code for a save made against an older version than the stored one. */
export const staleVersionCode = '204.X000.004';

export interface StaleVersion {
  /** The version the form was loaded at (what was sent). */
  expectedVersion: number | null;
  /** The version stored now. */
  currentVersion: number | null;
}

/**
 * The stale-version details of an error (any error with `code` 204.X000.004 and, where the server
 * sent them, `extensions.expectedVersion` / `extensions.currentVersion`), or null for other errors.
 */
export function staleVersion(error: unknown): StaleVersion | null {
  if (!error || typeof error !== 'object') return null;
  const { code, extensions } = error as { code?: unknown; extensions?: unknown };
  if (code !== staleVersionCode) return null;
  const ext = extensions && typeof extensions === 'object' ? (extensions as Record<string, unknown>) : {};
  const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
  return { expectedVersion: number(ext.expectedVersion), currentVersion: number(ext.currentVersion) };
}
