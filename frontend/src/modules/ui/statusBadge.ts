import type { MantineColor } from '@mantine/core';

/**
 * Spec §9: badge colours map statuses to one of five tones. An area names a status's tone, never
 * a colour, so every badge of one tone looks the same wherever it is shown.
 */
export type StatusTone = 'default' | 'primary' | 'success' | 'danger' | 'warning';

/** The five tones, in the order a legend shows them. */
export const statusTones: readonly StatusTone[] = ['default', 'primary', 'success', 'danger', 'warning'];

/** The Mantine colour of each tone (its `light` variant is what a status badge shows). */
export const statusToneColors: Readonly<Record<StatusTone, MantineColor>> = {
  default: 'gray',
  primary: 'blue',
  success: 'green',
  danger: 'red',
  warning: 'orange',
};

/** The badge variant every status badge uses (tinted background, readable in light and dark). */
export const statusBadgeVariant = 'light';

/**
 * The CSS colour of a tone's solid fill (its Mantine colour's `filled` shade, which follows the
 * colour scheme): for what shows a status as colour rather than as a badge, such as a chart's
 * bars or a board column's edge, so it matches the status's badge.
 */
export function statusToneFill(tone: StatusTone): string {
  return `var(--mantine-color-${statusToneColors[tone]}-filled)`;
}

/** A status's tone and the colour it gives: how an area's status table names a badge. */
export function toned(tone: StatusTone): { tone: StatusTone; color: MantineColor } {
  return { tone, color: statusToneColors[tone] };
}
