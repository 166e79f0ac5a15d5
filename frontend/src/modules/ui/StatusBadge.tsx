import { Badge, type BadgeProps } from '@mantine/core';
import { statusBadgeVariant, statusToneColors, type StatusTone } from './statusBadge';

interface Props extends Omit<BadgeProps, 'color' | 'variant' | 'children'> {
  tone: StatusTone;
  /** The translated label. */
  label: string;
  'data-status-id'?: string | number;
  'data-tone-reference'?: boolean;
  'data-testid'?: string;
}

/** A status as a badge in its tone's colour (spec §9); `data-tone` names the tone for styles and tests. */
export function StatusBadge({ tone, label, ...props }: Props) {
  return (
    <Badge color={statusToneColors[tone]} variant={statusBadgeVariant} data-tone={tone} {...props}>
      {label}
    </Badge>
  );
}
