import type { MessageDescriptor } from 'react-intl';
import { toned, type StatusTone } from './statusBadge';

/** One entry of an area's status or priority table (spec §4): its id, its words and its tone (spec §9); `color` is the tone's colour. */
export interface TonedStatus {
  id: number;
  label: MessageDescriptor;
  tone: StatusTone;
  color: string;
}

/**
 * An area's lookup in its status table (issue 32: one copy, not one per table): the entry of
 * that id, or, for an id the table lacks (a newer server), the area's "Unknown" in the default tone.
 */
export function statusFinder(table: readonly TonedStatus[], unknown: MessageDescriptor): (id: number) => TonedStatus {
  return (id) => table.find((status) => status.id === id) ?? { id, label: unknown, ...toned('default') };
}
