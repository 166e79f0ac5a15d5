import { Group, Progress, Text } from '@mantine/core';
import { defineMessage, useIntl } from 'react-intl';

const messages = {
  label: defineMessage<{ completed: number; total: number }>({
    id: 'application.progress.label',
    defaultMessage: '{completed, number} of {total, number} completed',
  }),
  short: defineMessage<{ completed: number; total: number }>({ id: 'application.progress.short', defaultMessage: '{completed, number}/{total, number}' }),
  labelled: defineMessage<{ label: string; text: string }>({ id: 'application.progress.labelled', defaultMessage: '{label}: {text}' }),
};

interface Props {
  completed: number;
  total: number;
  /** What is counted ("Pages"), before the bar; none in a tree row. */
  label?: string;
  width?: number | string;
  'data-testid'?: string;
}

/** A progress bar of completed leaves ("3/5"), with the numbers for screen readers and tests. */
export function ProgressMeter({ completed, total, label, width = 120, 'data-testid': testId = 'progress' }: Props) {
  const intl = useIntl();
  const value = total > 0 ? (completed / total) * 100 : 0;
  const text = intl.formatMessage(messages.label, { completed, total });
  return (
    <Group gap={6} wrap="nowrap" data-testid={testId} data-completed={completed} data-total={total}>
      {label && (
        <Text size="sm" fw={500}>
          {label}
        </Text>
      )}
      <Progress
        value={value}
        w={width}
        size="sm"
        color={total > 0 && completed === total ? 'green' : 'blue'}
        aria-label={label ? intl.formatMessage(messages.labelled, { label, text }) : text}
        title={text}
      />
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {intl.formatMessage(messages.short, { completed, total })}
      </Text>
    </Group>
  );
}
