import { Group, Title } from '@mantine/core';
import type { ComponentType } from 'react';

/** A detail page section's heading (issue 32: attachments, versions, access, history…): its icon, then its title. */
export function SectionTitle({ icon: Icon, children }: { icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>; children: string }) {
  return (
    <Group gap={6}>
      <Icon size={18} aria-hidden />
      <Title order={2} size="h4">
        {children}
      </Title>
    </Group>
  );
}
