import { Paper, Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/**
 * A titled panel above a list (the tag create form, the board's ask form; issue 32: one copy): a
 * bordered section named by its heading, so it is a landmark screen readers and tests find by name.
 */
export function PanelSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
