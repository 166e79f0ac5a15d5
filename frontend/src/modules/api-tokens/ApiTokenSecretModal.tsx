import { Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { DialogModal } from '@/modules/ui/DialogModal';
import { apiTokenMessages as messages } from './apiTokenMessages';

/**
 * The new token's secret, shown this once (issue 34 §3): the server keeps only its SHA-256, so
 * once this dialog closes it cannot be seen again. Closing it is a deliberate "I have copied it".
 */
export function ApiTokenSecretModal({ secret, onClose }: { secret: string; onClose: () => void }) {
  const intl = useIntl();
  return (
    <DialogModal opened onClose={onClose} title={intl.formatMessage(messages.secretTitle)} closeOnClickOutside={false} size="lg">
      <Stack gap="md">
        <Text size="sm">{intl.formatMessage(messages.secretBody)}</Text>
        <Code block data-testid="api-token-secret" style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
          {secret}
        </Code>
        <Group justify="flex-end">
          <CopyButton value={secret}>
            {({ copied, copy }) => (
              <Button variant="default" leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />} onClick={copy} data-testid="api-token-copy">
                {intl.formatMessage(copied ? messages.copied : messages.copy)}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onClose} data-testid="api-token-secret-done">
            {intl.formatMessage(messages.done)}
          </Button>
        </Group>
      </Stack>
    </DialogModal>
  );
}
