import { Stack, Text } from '@mantine/core';
import { defineMessage, defineMessages, useIntl, type IntlShape } from 'react-intl';
import { countMessage } from '@/modules/areas';
import { ClientError } from '@/modules/relay/ClientError';
import { BlockedNotice } from '@/modules/ui/ConfirmDialog';

/**
 * What depends on a record, by kind (`{ questions: 2, issues: 1 }`), as the server counts it: a
 * `dependents` field read before asking, or the `extensions.dependents` of a refusal to delete.
 */
export type DependentCounts = Readonly<Record<string, number>>;

const messages = defineMessages({
  other: defineMessage<{ count: number }>({ id: 'dependents.other', defaultMessage: '{count, plural, one {# other record} other {# other records}}' }),
  inUse: defineMessage<{ name: string; things: string }>({
    id: 'dependents.inUse',
    defaultMessage: '“{name}” is in use by {things}, so it cannot be deleted.',
  }),
});

/** The server writes a kind in snake case where it has two words (`permission_categories`). */
function camelKind(kind: string): string {
  return kind.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());
}

/**
 * The kinds counted above 0, in words with their counts ("2 projects", "1 question"), in the order
 * given. Each kind's words are its area's (`AreaModule.counts`, issue 35), so this names no area. A
 * kind the server names before the app has words for it (an area that came to depend on the
 * record later) is not dropped: such kinds are counted together as other records.
 */
export function dependentThings(intl: IntlShape, counts: DependentCounts): string[] {
  const things: string[] = [];
  let others = 0;
  for (const [kind, count] of Object.entries(counts)) {
    if (!(count > 0)) continue;
    const words = countMessage(camelKind(kind));
    if (words) things.push(intl.formatMessage(words, { count }));
    else others += count;
  }
  if (others > 0) things.push(intl.formatMessage(messages.other, { count: others }));
  return things;
}

/**
 * The counts a refusal to delete carries in `extensions.dependents` (someone came to depend on
 * the record, or nothing could be read before asking); null when it carries none above 0.
 */
export function dependentsOfError(error: unknown): DependentCounts | null {
  if (!(error instanceof ClientError)) return null;
  const raw = error.extensions.dependents;
  if (!raw || typeof raw !== 'object') return null;
  const counts = Object.entries(raw as Record<string, unknown>).filter(
    (entry): entry is [string, number] => typeof entry[1] === 'number' && Number.isFinite(entry[1]) && entry[1] > 0,
  );
  return counts.length > 0 ? Object.fromEntries(counts) : null;
}

interface Props {
  /** The record's name. */
  name: string;
  counts: DependentCounts;
  /** What the reader can do about it (the area's words). */
  hint: string;
  testId?: string;
}

/**
 * Why a record cannot be deleted (issue 37 §1, issue 35): “Acme” is in use by 2 projects and 1
 * question, then what to do about it; nothing when nothing is counted. One display for every
 * deletion that something can block, so each area brings only its counts and its hint. It lives
 * beside the trash rather than in `modules/ui` because it reads the area registry for the words.
 */
export function InUseNotice({ name, counts, hint, testId }: Props) {
  const intl = useIntl();
  const things = dependentThings(intl, counts);
  if (things.length === 0) return null;
  return (
    <Stack gap={4}>
      <BlockedNotice testId={testId}>{intl.formatMessage(messages.inUse, { name, things: intl.formatList(things, { type: 'conjunction' }) })}</BlockedNotice>
      <Text size="sm" c="dimmed">
        {hint}
      </Text>
    </Stack>
  );
}
