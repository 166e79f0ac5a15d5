import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  /** The section's heading, which also names it for screen readers. */
  title: string;
  'data-testid'?: string;
  /** Anything else the section's element carries (a browser test's `data-state`). */
  [data: `data-${string}`]: string | undefined;
  children: ReactNode;
}

/**
 * A small titled part of a panel (issue 32: a step's approval, its documents, its expected
 * documents, an issue's side lists): a section named by its dimmed, upper-case heading.
 */
export function SmallSection({ title, children, ...data }: Props) {
  return (
    <Stack gap={6} component="section" aria-label={title} {...data}>
      <Title order={3} size="h6" tt="uppercase" c="dimmed">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
