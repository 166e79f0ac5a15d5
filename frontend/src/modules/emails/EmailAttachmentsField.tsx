import { Box, Button, FileButton, Group, Input, Progress, Stack, Table, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { errorMessage } from '@/modules/relay/errorMessages';
import { showFailure } from '@/modules/relay/showFailure';
import { RemoveAction } from '@/modules/ui/IconAction';
import { formatFileSize } from './formatFileSize';
import { maxEmailAttachmentBytes, useUploadEmailAttachment, type UploadedEmailAttachment } from './useUploadEmailAttachment';

const messages = defineMessages({
  label: { id: 'email.attachments.label', defaultMessage: 'Attachments' },
  add: { id: 'email.attachments.add', defaultMessage: 'Attach files' },
  hint: { id: 'email.attachments.hint', defaultMessage: 'At most 10 MiB per file.' },
  file: { id: 'email.attachments.file', defaultMessage: 'File' },
  size: { id: 'email.attachments.size', defaultMessage: 'Size' },
  uploading: defineMessage<{ name: string; percent: number }>({ id: 'email.attachments.uploading', defaultMessage: 'Uploading {name}… {percent, number, ::percent}' }),
  tooLarge: defineMessage<{ name: string }>({ id: 'email.attachments.tooLarge', defaultMessage: '{name} is larger than 10 MiB.' }),
  failed: defineMessage<{ name: string; reason: string }>({ id: 'email.attachments.failed', defaultMessage: '{name} was not attached: {reason}' }),
  remove: defineMessage<{ name: string }>({ id: 'email.attachments.remove', defaultMessage: 'Remove {name}' }),
});

interface Props {
  value: readonly UploadedEmailAttachment[];
  onChange: (value: UploadedEmailAttachment[]) => void;
  /** Told while files are being uploaded (the form waits for them before saving). */
  onBusyChange?: (busy: boolean) => void;
  error?: string;
}

/**
 * A job's attachments: each chosen file is uploaded at once (`uploadEmailAttachment`, with
 * progress) and listed with its name and size; removing one only takes it off this job.
 * A file over 10 MiB is refused before it is sent.
 */
export function EmailAttachmentsField({ value, onChange, onBusyChange, error }: Props) {
  const intl = useIntl();
  const { upload, progress } = useUploadEmailAttachment();
  const [current, setCurrent] = useState<string | null>(null);
  // The list as it is now: a file removed while others upload stays removed.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);

  const onFiles = async (files: File[]) => {
    if (!files.length) return;
    onBusyChange?.(true);
    for (const file of files) {
      if (file.size > maxEmailAttachmentBytes) {
        showFailure(intl.formatMessage(messages.tooLarge, { name: file.name }));
        continue;
      }
      setCurrent(file.name);
      try {
        const attachment = await upload(file);
        latest.current = [...latest.current, attachment];
        onChange([...latest.current]);
      } catch (failure) {
        showFailure(intl.formatMessage(messages.failed, { name: file.name, reason: errorMessage(intl, failure) }));
      }
    }
    setCurrent(null);
    onBusyChange?.(false);
  };

  return (
    <Input.Wrapper label={intl.formatMessage(messages.label)} description={intl.formatMessage(messages.hint)} error={error}>
      <Stack gap="xs" mt={4} data-testid="email-attachments">
        {value.length > 0 && (
          <Table verticalSpacing={4} aria-label={intl.formatMessage(messages.label)}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{intl.formatMessage(messages.file)}</Table.Th>
                <Table.Th>{intl.formatMessage(messages.size)}</Table.Th>
                <Table.Th w={48} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {value.map((attachment) => (
                <Table.Tr key={attachment.id} data-testid="email-attachment">
                  <Table.Td style={{ wordBreak: 'break-all' }}>
                    <Text size="sm" title={attachment.contentType}>
                      {attachment.name}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{formatFileSize(intl, attachment.size)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <RemoveAction
                      label={intl.formatMessage(messages.remove, { name: attachment.name })}
                      onClick={() => onChange(value.filter((entry) => entry.id !== attachment.id))}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <Group gap="sm">
          <FileButton multiple onChange={(files) => void onFiles(files)}>
            {(props) => (
              <Button {...props} variant="light" leftSection={<IconPaperclip size={16} aria-hidden />} loading={current !== null}>
                {intl.formatMessage(messages.add)}
              </Button>
            )}
          </FileButton>
        </Group>
        {current !== null && (
          <Box maw={420}>
            <Text size="xs">{intl.formatMessage(messages.uploading, { name: current, percent: progress ?? 0 })}</Text>
            <Progress value={(progress ?? 0) * 100} size="sm" aria-label={intl.formatMessage(messages.add)} />
          </Box>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
