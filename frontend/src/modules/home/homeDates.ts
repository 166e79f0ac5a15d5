/** Today's local calendar day as YYYY-MM-DD. */
export function localDay(now: Date = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** Whether a calendar day (YYYY-MM-DD) is before today (local). */
export function isPastDay(day: string, now: Date = new Date()): boolean {
  return day < localDay(now);
}

/** The start of today in the reader's time zone, as an ISO instant (email jobs "sent today"). */
export function localMidnightIso(now: Date = new Date()): string {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate()).toISOString();
}
