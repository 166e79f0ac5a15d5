import dayjs from 'dayjs';

/** When a job is to be sent: at once, or at a moment the user typed or picked. */
export interface EmailSchedule {
  mode: 'now' | 'later';
  /** Local time as the date input holds it (`YYYY-MM-DD HH:mm:ss`), or null. */
  at: string | null;
}

export const sendNow: EmailSchedule = { mode: 'now', at: null };

/** The input's format: typed as such, shown as such in every language. */
export const scheduleFormat = 'YYYY-MM-DD HH:mm:ss';

/** A saved send time as the schedule field holds it: later at that local time, or now when there is none or it has passed. */
export function scheduleOf(iso: string | null, now: number = Date.now()): EmailSchedule {
  if (!iso || Date.parse(iso) <= now) return sendNow;
  return { mode: 'later', at: dayjs(iso).format(scheduleFormat) };
}

/** The `scheduledSendTime` to send (ISO, UTC), or null for "now" or a time that cannot be read. */
export function scheduledSendTime(schedule: EmailSchedule): string | null {
  if (schedule.mode === 'now' || !schedule.at) return null;
  const moment = dayjs(schedule.at);
  return moment.isValid() ? moment.toDate().toISOString() : null;
}

/** What is wrong with the schedule: nothing, no time given, or a time that has passed. */
export function scheduleProblem(schedule: EmailSchedule, now: number = Date.now()): 'missing' | 'past' | null {
  if (schedule.mode === 'now') return null;
  const iso = scheduledSendTime(schedule);
  if (!iso) return 'missing';
  return Date.parse(iso) <= now ? 'past' : null;
}

/**
 * A day picked in the calendar comes without a time: it keeps the time already chosen (or 09:00),
 * so picking another day never moves the hour.
 */
export function withKeptTime(next: string | null, previous: string | null): string | null {
  if (!next || !/^\d{4}-\d{2}-\d{2}$/.test(next)) return next;
  const time = previous && /^\d{4}-\d{2}-\d{2}[ T](\d{2}:\d{2}(:\d{2})?)/.exec(previous)?.[1];
  const full = time ? (time.length === 5 ? `${time}:00` : time) : '09:00:00';
  return `${next} ${full}`;
}
