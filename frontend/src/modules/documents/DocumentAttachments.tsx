import { Anchor, Box, Button, FileButton, Group, Progress, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPaperclip, IconUpload } from '@tabler/icons-react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { showFailure, useShowError } from '@/modules/relay/showFailure';
import { RemoveAction } from '@/modules/ui/IconAction';
import { SectionTitle } from '@/modules/ui/SectionTitle';
import { maxAttachmentBytes, useAddDocumentAttachment } from './useAddDocumentAttachment';
import { useRemoveDocumentAttachment } from './useRemoveDocumentAttachment';
import type { DocumentAttachments_document$key } from './__generated__/DocumentAttachments_document.graphql';

const messages = defineMessages({
  title: { id: 'document.attachments.title', defaultMessage: 'Attachments' },
  none: { id: 'document.attachments.none', defaultMessage: 'No attachments.' },
  file: { id: 'document.attachments.file', defaultMessage: 'File' },
  size: { id: 'document.attachments.size', defaultMessage: 'Size' },
  upload: { id: 'document.attachments.upload', defaultMessage: 'Attach a file' },
  hint: { id: 'document.attachments.hint', defaultMessage: 'PDF, image, text, CSV, markdown or Office document; at most 20 MiB.' },
  uploading: defineMessage<{ percent: number }>({ id: 'document.attachments.uploading', defaultMessage: 'Uploading… {percent, number, ::percent}' }),
  added: { id: 'document.attachments.added', defaultMessage: 'File attached.' },
  removed: { id: 'document.attachments.removed', defaultMessage: 'Attachment removed.' },
  tooLarge: { id: 'document.attachments.tooLarge', defaultMessage: 'The file is larger than 20 MiB.' },
  remove: defineMessage<{ name: string }>({ id: 'document.attachments.remove', defaultMessage: 'Remove {name}' }),
});

function formatSize(intl: ReturnType<typeof useIntl>, bytes: number): string {
  if (bytes < 1024) return intl.formatNumber(bytes, { style: 'unit', unit: 'byte' });
  if (bytes < 1024 * 1024) return intl.formatNumber(bytes / 1024, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 1 });
  return intl.formatNumber(bytes / (1024 * 1024), { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
}

/** The document's files with signed download links; editors attach (with progress) and remove them. */
export function DocumentAttachments({ document }: { document: DocumentAttachments_document$key }) {
  const intl = useIntl();
  const showError = useShowError();
  const data = useFragment(
    graphql`
      fragment DocumentAttachments_document on Document {
        id
        mayEdit
        attachments {
          id
          fileName
          contentType
          size
          url
        }
      }
    `,
    document,
  );
  const { upload, progress } = useAddDocumentAttachment();
  const [remove, removing] = useRemoveDocumentAttachment();
  const onError = (error: unknown) => {
    showError(error);
  };
  const onFile = (file: File | null) => {
    if (!file) return;
    if (file.size > maxAttachmentBytes) {
      showFailure(intl.formatMessage(messages.tooLarge));
      return;
    }
    upload(data.id, file).then(() => void notifications.show({ color: 'green', message: intl.formatMessage(messages.added) }), onError);
  };
  return (
    <Stack gap="xs" component="section" aria-label={intl.formatMessage(messages.title)} data-testid="document-attachments">
      <SectionTitle icon={IconPaperclip}>{intl.formatMessage(messages.title)}</SectionTitle>
      {data.attachments.length === 0 ? (
        <Text size="sm" c="dimmed">
          {intl.formatMessage(messages.none)}
        </Text>
      ) : (
        <Table verticalSpacing={4} aria-label={intl.formatMessage(messages.title)}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{intl.formatMessage(messages.file)}</Table.Th>
              <Table.Th>{intl.formatMessage(messages.size)}</Table.Th>
              {data.mayEdit && <Table.Th w={48} />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.attachments.map((attachment) => (
              <Table.Tr key={attachment.id}>
                <Table.Td style={{ wordBreak: 'break-all' }}>
                  <Anchor href={attachment.url} download={attachment.fileName} size="sm" title={attachment.contentType}>
                    {attachment.fileName}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{formatSize(intl, attachment.size)}</Text>
                </Table.Td>
                {data.mayEdit && (
                  <Table.Td>
                    <RemoveAction
                      label={intl.formatMessage(messages.remove, { name: attachment.fileName })}
                      disabled={removing}
                      onClick={() =>
                        remove({
                          variables: { input: { id: data.id, attachmentId: attachment.id } },
                          onCompleted: () => void notifications.show({ color: 'green', message: intl.formatMessage(messages.removed) }),
                          onError,
                        })
                      }
                    />
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {data.mayEdit && (
        <Stack gap={4}>
          <Group gap="sm">
            <FileButton onChange={onFile}>
              {(props) => (
                <Button {...props} variant="light" leftSection={<IconUpload size={16} aria-hidden />} loading={progress !== null}>
                  {intl.formatMessage(messages.upload)}
                </Button>
              )}
            </FileButton>
            <Text size="xs" c="dimmed">
              {intl.formatMessage(messages.hint)}
            </Text>
          </Group>
          {progress !== null && (
            <Box maw={420}>
              <Text size="xs">{intl.formatMessage(messages.uploading, { percent: progress })}</Text>
              <Progress value={progress * 100} size="sm" aria-label={intl.formatMessage(messages.upload)} />
            </Box>
          )}
        </Stack>
      )}
    </Stack>
  );
}
