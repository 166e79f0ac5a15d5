import { Badge } from '@mantine/core';
import { DetailItems } from '@/modules/ui/DetailFacts';
import { isTagColor } from './tagColors';

/** A tag as a record's fragment selects it. */
interface ShownTag {
  readonly id: string;
  readonly name: string;
  readonly color: string;
}

/** A tag as a coloured badge (its name, never cut in lists). */
export function TagBadge({ name, color }: { name: string; color: string }) {
  const safe = isTagColor(color) ? color : 'gray';
  return (
    <Badge color={safe} variant="light" tt="none" data-tag-color={safe} data-testid="tag-badge">
      {name}
    </Badge>
  );
}

/** A record's tags as badges, one after another (a list row's tags cell, a card). */
export function TagBadges({ tags }: { tags: readonly ShownTag[] }) {
  return tags.map((tag) => <TagBadge key={tag.id} name={tag.name} color={tag.color} />);
}

/** A detail page's tags fact: the badges, or the area's words for none. */
export function TagFacts({ tags, label, empty }: { tags: readonly ShownTag[]; label: string; empty: string }) {
  return (
    <DetailItems label={label} items={tags} empty={empty}>
      {(tag) => <TagBadge key={tag.id} name={tag.name} color={tag.color} />}
    </DetailItems>
  );
}
