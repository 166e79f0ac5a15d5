import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  /** The anchor the page's table of contents links to. */
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}

/** One section of the gallery: a heading the table of contents links to, what it shows, the samples. */
export function DemoSection({ id, title, description, children }: Props) {
  const headingId = `${id}-heading`;
  return (
    <Paper component="section" id={id} aria-labelledby={headingId} withBorder radius="md" p="lg" className="demo-section" data-demo-section={id}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h3" id={headingId}>
            {title}
          </Title>
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
