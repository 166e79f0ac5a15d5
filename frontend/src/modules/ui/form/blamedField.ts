/**
 * The input field a server error blames (`extensions.field`, which the network layer keeps on
 * the error as `field`), without an `input.` prefix; null when it blames none.
 */
export function blamedField(error: unknown): string | null {
  if (!error || typeof error !== 'object') return null;
  const { field } = error as { field?: unknown };
  return typeof field === 'string' && field ? field.replace(/^input\./, '') : null;
}
