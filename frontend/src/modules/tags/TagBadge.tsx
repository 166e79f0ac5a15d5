import { Badge } from '@mantine/core';
import { isTagColor } from './tagColors';

/** A tag as a coloured badge (its name, never cut in lists). */
export function TagBadge({ name, color }: { name: string; color: string }) {
  const safe = isTagColor(color) ? color : 'gray';
  return (
    <Badge color={safe} variant="light" tt="none" data-tag-color={safe} data-testid="tag-badge">
      {name}
    </Badge>
  );
}
