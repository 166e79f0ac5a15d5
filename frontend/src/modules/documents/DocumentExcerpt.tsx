import { Text } from '@mantine/core';

interface Part {
  readonly text: string;
  readonly highlight: boolean;
}

/** A search passage: the parts where the keyword matched are marked (`<mark>`). */
export function DocumentExcerpt({ parts }: { parts: readonly Part[] }) {
  if (parts.length === 0) return null;
  return (
    <Text size="sm" c="dimmed" lineClamp={3} data-testid="document-excerpt">
      {parts.map((part, index) => (part.highlight ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>))}
    </Text>
  );
}
