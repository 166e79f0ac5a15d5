import { defineMessages, type MessageDescriptor } from 'react-intl';

const messages = defineMessages({
  1: { id: 'agent.emotion.1', defaultMessage: 'Calm' },
  2: { id: 'agent.emotion.2', defaultMessage: 'Reserved' },
  3: { id: 'agent.emotion.3', defaultMessage: 'Balanced' },
  4: { id: 'agent.emotion.4', defaultMessage: 'Warm' },
  5: { id: 'agent.emotion.5', defaultMessage: 'Expressive' },
});

/** An agent's emotional level, 1 calm … 5 expressive, with its label. */
export const emotionalLevels: readonly { value: number; label: MessageDescriptor }[] = [1, 2, 3, 4, 5].map((value) => ({
  value,
  label: messages[value as 1 | 2 | 3 | 4 | 5],
}));

export function emotionalLevelLabel(value: number): MessageDescriptor | null {
  return emotionalLevels.find((level) => level.value === value)?.label ?? null;
}
