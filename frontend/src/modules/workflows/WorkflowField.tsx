import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A labelled value on a workflow page (the label small and dimmed above it). */
export function WorkflowField({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Stack gap={4} data-testid={testId}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}
