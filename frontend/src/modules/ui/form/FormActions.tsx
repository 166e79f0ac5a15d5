import { Button, Group, Text } from '@mantine/core';
import { useId } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { commonMessages } from '@/modules/ui/commonMessages';

const messages = defineMessages({
  unchanged: { id: 'form.unchanged', defaultMessage: 'Nothing changed yet.' },
  shortcut: defineMessage<{ keys: string }>({ id: 'form.shortcut', defaultMessage: '{keys} to save' }),
});

function isMac(): boolean {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);
}

interface Props {
  submitLabel: string;
  /** Save is enabled only when something changed. */
  dirty: boolean;
  inFlight: boolean;
  onCancel: () => void;
}

/** Cancel and Save (disabled while nothing changed), with the Ctrl+Enter hint. */
export function FormActions({ submitLabel, dirty, inFlight, onCancel }: Props) {
  const intl = useIntl();
  const hint = useId();
  return (
    <Group justify="flex-end" gap="sm" wrap="wrap">
      <Text id={hint} size="xs" c="dimmed" mr="auto">
        {dirty
          ? intl.formatMessage(messages.shortcut, { keys: isMac() ? '⌘+Enter' : 'Ctrl+Enter' })
          : intl.formatMessage(messages.unchanged)}
      </Text>
      <Button variant="default" onClick={onCancel}>
        {intl.formatMessage(commonMessages.cancel)}
      </Button>
      <Button type="submit" disabled={!dirty} loading={inFlight} aria-describedby={hint} aria-keyshortcuts={isMac() ? 'Meta+Enter' : 'Control+Enter'}>
        {submitLabel}
      </Button>
    </Group>
  );
}
