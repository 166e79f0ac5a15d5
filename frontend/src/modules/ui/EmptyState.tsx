import { Stack, Text, ThemeIcon } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface Props {
  title: string;
  children?: ReactNode;
}

/** Shown when a list has nothing to show. */
export function EmptyState({ title, children }: Props) {
  return (
    <Stack align="center" py="xl" gap="xs">
      <ThemeIcon size={48} radius={24} variant="light" color="gray" aria-hidden>
        <IconInbox size={28} />
      </ThemeIcon>
      <Text fw={500}>{title}</Text>
      {children}
    </Stack>
  );
}
