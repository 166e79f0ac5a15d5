/** How long a new token lives unless its creator picks another day (issue 34 §3), and the most. */
export const DEFAULT_LIFETIME_DAYS = 90;
export const MAX_LIFETIME_DAYS = 365;

/** A local day (`YYYY-MM-DD`) `days` after `from`'s. */
export function dayAfter(from: Date, days: number): string {
  const day = new Date(from.getFullYear(), from.getMonth(), from.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/**
 * The instant a token picked to expire on `day` stops working: the start of the reader's next
 * local day, so it works through the day they picked, wherever they are.
 */
export function expiresAt(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year, month - 1, date + 1).toISOString();
}
