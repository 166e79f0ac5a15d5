import { Text } from '@mantine/core';

/** A block with nothing to show says so in one quiet line. */
export function HomeEmpty({ children }: { children: string }) {
  return (
    <Text size="sm" c="dimmed" data-testid="home-block-empty">
      {children}
    </Text>
  );
}
