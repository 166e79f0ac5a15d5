import { Badge, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  /** The record's name, the page's heading. */
  title: ReactNode;
  /** The heading's test id (`agent-name`), so browser tests find the name. */
  titleTestId?: string;
  /** Badges on the heading's line (visibility, archived). */
  badges?: ReactNode;
  /** The line under the heading (a status badge, a role, the version). */
  below?: ReactNode;
  /** The record's actions (edit, archive, start…). */
  actions?: ReactNode;
  /**
   * Several actions: they drop under the heading on a narrow screen. Default: one action kept
   * beside the heading, the heading wrapping instead.
   */
  wrapActions?: boolean;
  /** The page's main heading (h1, larger: an issue, a task) rather than a section's (h2). Default false. */
  main?: boolean;
}

/**
 * A detail page's head (issue 32: one detail frame): the record's name with its badges and the
 * line under it on the left, its actions on the right. A long name breaks rather than pushing
 * the actions off a phone's screen.
 */
export function DetailHeader({ title, titleTestId, badges, below, actions, wrapActions = false, main = false }: Props) {
  const heading = (
    <Title order={main ? 1 : 2} size={main ? 'h2' : 'h3'} style={{ wordBreak: 'break-word' }} data-testid={titleTestId}>
      {title}
    </Title>
  );
  return (
    <Group justify="space-between" align="flex-start" wrap={wrapActions ? 'wrap' : 'nowrap'} gap="sm">
      <Stack gap={6} style={{ flex: 1, minWidth: wrapActions ? 240 : 0 }}>
        {badges ? (
          <Group gap="xs">
            {heading}
            {badges}
          </Group>
        ) : (
          heading
        )}
        {below}
      </Stack>
      {actions && (
        <Group gap="xs" style={wrapActions ? undefined : { flexShrink: 0 }}>
          {actions}
        </Group>
      )}
    </Group>
  );
}

/** The grey "Archived" badge beside an archived record's name, in the area's words. */
export function ArchivedBadge({ archived, label, testId }: { archived: boolean; label: string; testId?: string }) {
  if (!archived) return null;
  return (
    <Badge color="gray" data-testid={testId}>
      {label}
    </Badge>
  );
}
