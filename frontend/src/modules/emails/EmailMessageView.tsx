import { Alert, Anchor, Group, Loader, ScrollArea, Stack, Table, Tabs, Text } from '@mantine/core';
import { IconDownload, IconPaperclip } from '@tabler/icons-react';
import PostalMime, { type Address, type Attachment, type Email } from 'postal-mime';
import { useEffect, useMemo, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { formatDateTime } from '@/modules/ui/formatDate';
import { recipientView } from './recipientView';

const messages = defineMessages({
  from: { id: 'email.message.from', defaultMessage: 'From' },
  to: { id: 'email.message.to', defaultMessage: 'To' },
  cc: { id: 'email.message.cc', defaultMessage: 'Cc' },
  subject: { id: 'email.message.subject', defaultMessage: 'Subject' },
  date: { id: 'email.message.date', defaultMessage: 'Date' },
  asSeen: { id: 'email.message.asSeen', defaultMessage: 'As the recipient sees it' },
  text: { id: 'email.message.text', defaultMessage: 'Plain text' },
  source: { id: 'email.message.source', defaultMessage: 'Source' },
  frame: { id: 'email.message.frame', defaultMessage: 'The message as its recipient sees it' },
  download: { id: 'email.message.download', defaultMessage: 'Download .eml' },
  attachments: { id: 'email.message.attachments', defaultMessage: 'Attachments' },
  attachment: defineMessage<{ name: string; size: string }>({
    id: 'email.message.attachment',
    defaultMessage: '{name} ({size})',
  }),
  noHtml: { id: 'email.message.noHtml', defaultMessage: 'This message has no HTML part.' },
  noText: { id: 'email.message.noText', defaultMessage: 'This message has no plain-text part.' },
  untracked: {
    id: 'email.message.untracked',
    defaultMessage: 'Viewing here records no open or click: tracked links lead straight to their destination.',
  },
  failed: { id: 'email.message.failed', defaultMessage: 'The message could not be read. Its link may have expired: reload the page.' },
  loading: { id: 'email.message.loading', defaultMessage: 'Reading the message…' },
});

type Loaded = { email: Email; source: string } | { error: true } | null;

function mailbox(address: Address): string {
  if ('group' in address && address.group) return address.group.map(mailbox).join(', ');
  return address.name ? `${address.name} <${address.address ?? ''}>` : (address.address ?? '');
}

function size(attachment: Attachment): number {
  const content = attachment.content;
  return typeof content === 'string' ? new Blob([content]).size : content.byteLength;
}

function blobPart(attachment: Attachment): BlobPart {
  const content = attachment.content;
  if (typeof content === 'string' || content instanceof ArrayBuffer) return content;
  return new Uint8Array(content);
}

/** An attachment as a link that downloads it (a local object URL, revoked when it goes). */
function AttachmentLink({ attachment }: { attachment: Attachment }) {
  const intl = useIntl();
  const url = useMemo(
    () => URL.createObjectURL(new Blob([blobPart(attachment)], { type: attachment.mimeType })),
    [attachment],
  );
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  const name = attachment.filename ?? attachment.mimeType;
  return (
    <Anchor href={url} download={name} size="sm" data-testid="email-message-attachment" style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}>
      <IconPaperclip size={14} aria-hidden />
      {intl.formatMessage(messages.attachment, {
        name,
        size: intl.formatNumber(size(attachment) / 1024, {
          style: 'unit',
          unit: 'kilobyte',
          maximumFractionDigits: 1,
        }),
      })}
    </Anchor>
  );
}

/**
 * A sent message read from its `.eml` (issue 37 §6): its headers, the HTML part as its
 * recipient sees it (in a sandboxed frame, untracked), the plain-text part, the source, its
 * attachments, and the file itself to download.
 */
export function EmailMessageView({ emlUrl }: { emlUrl: string }) {
  const intl = useIntl();
  const [loaded, setLoaded] = useState<Loaded>(null);
  useEffect(() => {
    let live = true;
    setLoaded(null);
    fetch(emlUrl, { credentials: 'same-origin' })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        const source = await response.text();
        const email = await PostalMime.parse(source);
        if (live) setLoaded({ email, source });
      })
      .catch(() => live && setLoaded({ error: true }));
    return () => {
      live = false;
    };
  }, [emlUrl]);
  const view = useMemo(
    () => (loaded && 'email' in loaded && loaded.email.html ? recipientView(loaded.email.html) : null),
    [loaded],
  );

  if (!loaded) {
    return (
      <Group gap="xs">
        <Loader size="sm" />
        <Text size="sm">{intl.formatMessage(messages.loading)}</Text>
      </Group>
    );
  }
  if ('error' in loaded) {
    return (
      <Alert color="red" data-testid="email-message-error">
        {intl.formatMessage(messages.failed)}
      </Alert>
    );
  }
  const { email, source } = loaded;
  const rows: [string, string][] = [
    [intl.formatMessage(messages.from), email.from ? mailbox(email.from) : ''],
    [intl.formatMessage(messages.to), (email.to ?? []).map(mailbox).join(', ')],
    ...((email.cc ?? []).length
      ? [[intl.formatMessage(messages.cc), (email.cc ?? []).map(mailbox).join(', ')] as [string, string]]
      : []),
    [intl.formatMessage(messages.subject), email.subject ?? ''],
    [intl.formatMessage(messages.date), email.date ? formatDateTime(intl, email.date) : ''],
  ];
  const attachments = email.attachments.filter((a) => !a.related);
  return (
    <Stack gap="sm" data-testid="email-message">
      <Table withRowBorders={false} verticalSpacing={2}>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w="6rem" style={{ verticalAlign: 'top' }}>
                {label}
              </Table.Th>
              <Table.Td style={{ wordBreak: 'break-word' }} data-testid={`email-message-${label}`}>
                {value}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {attachments.length > 0 && (
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {intl.formatMessage(messages.attachments)}
          </Text>
          {attachments.map((attachment, index) => (
            <AttachmentLink key={`${attachment.filename ?? ''}-${index}`} attachment={attachment} />
          ))}
        </Stack>
      )}
      <Tabs defaultValue={view ? 'html' : 'text'} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="html">{intl.formatMessage(messages.asSeen)}</Tabs.Tab>
          <Tabs.Tab value="text">{intl.formatMessage(messages.text)}</Tabs.Tab>
          <Tabs.Tab value="source">{intl.formatMessage(messages.source)}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="html" pt="xs">
          {view ? (
            <Stack gap={4}>
              <Text size="xs" c="dimmed">
                {intl.formatMessage(messages.untracked)}
              </Text>
              <iframe
                title={intl.formatMessage(messages.frame)}
                sandbox="allow-popups allow-popups-to-escape-sandbox"
                srcDoc={view}
                data-testid="email-message-frame"
                style={{ width: '100%', height: '60vh', border: '1px solid var(--mantine-color-default-border)', background: 'white' }}
              />
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              {intl.formatMessage(messages.noHtml)}
            </Text>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="text" pt="xs">
          {email.text ? (
            <ScrollArea.Autosize mah="60vh">
              <Text component="pre" size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="email-message-text">
                {email.text}
              </Text>
            </ScrollArea.Autosize>
          ) : (
            <Text size="sm" c="dimmed">
              {intl.formatMessage(messages.noText)}
            </Text>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="source" pt="xs">
          <ScrollArea.Autosize mah="60vh">
            <Text component="pre" size="xs" ff="monospace" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
              {source}
            </Text>
          </ScrollArea.Autosize>
        </Tabs.Panel>
      </Tabs>
      <Group>
        <Anchor href={emlUrl} download size="sm">
          <IconDownload size={14} aria-hidden /> {intl.formatMessage(messages.download)}
        </Anchor>
      </Group>
    </Stack>
  );
}
