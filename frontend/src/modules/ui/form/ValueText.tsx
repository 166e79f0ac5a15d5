import { Box, Button, CopyButton, ScrollArea } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { defineMessages, useIntl } from 'react-intl';

const messages = defineMessages({
  copy: { id: 'form.copy', defaultMessage: 'Copy' },
  copied: { id: 'form.copied', defaultMessage: 'Copied' },
});

/** A form value shown whole: wrapped text, in a scrollable box when it is long. */
export function ValueText({ text, long }: { text: string; long?: boolean }) {
  return (
    <ScrollArea.Autosize mah={long ? 220 : undefined} type="auto">
      <Box component="pre" m={0} fz="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontFamily: 'inherit' }}>
        {text}
      </Box>
    </ScrollArea.Autosize>
  );
}

/** "Copy" (then "Copied") for a form value, e.g. the user's own unsaved text. */
export function CopyValueButton({ value }: { value: string }) {
  const intl = useIntl();
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Button
          size="compact-xs"
          variant="subtle"
          onClick={copy}
          leftSection={copied ? <IconCheck size={12} aria-hidden /> : <IconCopy size={12} aria-hidden />}
          w="fit-content"
        >
          {intl.formatMessage(copied ? messages.copied : messages.copy)}
        </Button>
      )}
    </CopyButton>
  );
}
