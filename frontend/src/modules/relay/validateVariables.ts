/** True when the variables can be sent as JSON (files are handled separately). */
export function variablesAreValid(value: unknown, seen: Set<unknown> = new Set()): boolean {
  if (value === null || value === undefined) return true;
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return true;
    case 'number':
      return Number.isFinite(value);
    case 'function':
    case 'symbol':
    case 'bigint':
      return false;
    default:
      break;
  }
  if (typeof Blob !== 'undefined' && value instanceof Blob) return true;
  if (seen.has(value)) return false;
  seen.add(value);
  const ok = Array.isArray(value)
    ? value.every((item) => variablesAreValid(item, seen))
    : Object.values(value as Record<string, unknown>).every((item) => variablesAreValid(item, seen));
  seen.delete(value);
  return ok;
}
