import { Badge, type BadgeProps } from '@mantine/core';
import { safeIssueLabelColor } from './issueLabelColors';

interface Props extends Omit<BadgeProps, 'color' | 'children'> {
  /** The label in the caller's language (the server's `label`). */
  label: string;
  color: string;
  'data-testid'?: string;
}

/** An issue status or category as a coloured badge (its label, never cut). */
export function IssueLabelBadge({ label, color, ...props }: Props) {
  const safe = safeIssueLabelColor(color);
  return (
    <Badge color={safe} variant="light" tt="none" data-color={safe} {...props}>
      {label}
    </Badge>
  );
}
