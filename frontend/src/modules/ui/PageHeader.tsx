import { Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  title: string;
  children?: ReactNode;
}

/** Page heading (h1) with optional actions on the right. */
export function PageHeader({ title, children }: Props) {
  return (
    <Group justify="space-between" mb="md" wrap="wrap">
      <Title order={1} size="h2">
        {title}
      </Title>
      {children && <Group gap="sm">{children}</Group>}
    </Group>
  );
}
