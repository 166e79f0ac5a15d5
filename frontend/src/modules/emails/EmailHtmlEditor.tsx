import { Button, Group, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { IconBraces } from '@tabler/icons-react';
import { useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { emailVariables, insertAt } from './emailVariables';

const messages = defineMessages({
  variables: { id: 'email.html.variables', defaultMessage: 'Insert a variable' },
});

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
}

/**
 * The HTML of an email as source (a monospace textarea), with buttons that put a variable
 * (`{{recipient_name}}`, …) where the caret is. The HTML is never rendered in the app's page:
 * the preview beside it is a sandboxed frame (`EmailPreviewFrame`).
 */
export function EmailHtmlEditor({ label, value, onChange, error, required }: Props) {
  const intl = useIntl();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const insert = (token: string) => {
    const element = textarea.current;
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? value.length;
    const next = insertAt(value, start, end, token);
    onChange(next.text);
    requestAnimationFrame(() => {
      if (!element) return;
      element.focus();
      element.setSelectionRange(next.caret, next.caret);
    });
  };
  return (
    <Stack gap={6}>
      <Textarea
        ref={textarea}
        label={label}
        required={required}
        autosize
        minRows={12}
        maxRows={30}
        spellCheck={false}
        autoComplete="off"
        value={value}
        error={error}
        onChange={(event) => onChange(event.currentTarget.value)}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 'var(--mantine-font-size-sm)' } }}
        data-testid="email-html"
      />
      <Group gap={6} role="group" aria-label={intl.formatMessage(messages.variables)}>
        <IconBraces size={16} aria-hidden />
        <Text size="xs" c="dimmed">
          {intl.formatMessage(messages.variables)}
        </Text>
        {emailVariables.map((variable) => (
          <Tooltip key={variable.token} label={intl.formatMessage(variable.description)}>
            <Button
              size="compact-xs"
              variant="light"
              ff="monospace"
              tt="none"
              // The caret stays in the textarea: the variable goes where it was.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => insert(variable.token)}
              data-testid="email-variable"
            >
              {variable.token}
            </Button>
          </Tooltip>
        ))}
      </Group>
    </Stack>
  );
}
