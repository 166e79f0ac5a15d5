/** Statuses or categories in their admin order: position ascending, then label. */
export function byPosition<T extends { readonly position: number; readonly label: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.position - b.position || a.label.localeCompare(b.label));
}
