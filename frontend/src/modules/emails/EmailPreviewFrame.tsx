import { Alert, Box, Group, List, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconMail } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import { commonMessages } from '@/modules/ui/commonMessages';
import { ErrorAlert } from '@/modules/ui/ErrorAlert';
import { useDebouncedFetch } from '@/modules/ui/useDebouncedFetch';
import type { EmailPreviewFrameQuery } from './__generated__/EmailPreviewFrameQuery.graphql';

const query = graphql`
  query EmailPreviewFrameQuery($subject: String!, $html: String!, $markdown: String, $senderName: String, $recipients: [String!]) {
    emailPreview(subject: $subject, html: $html, markdown: $markdown, senderName: $senderName, recipients: $recipients) {
      subject
      html
      recipient {
        email
        name
        organizationName
      }
      warnings {
        code
        message
        variable
        recipient
      }
    }
  }
`;

const messages = defineMessages({
  title: { id: 'email.preview.title', defaultMessage: 'Preview' },
  frame: { id: 'email.preview.frame', defaultMessage: 'Email preview' },
  subject: defineMessage<{ subject: string }>({ id: 'email.preview.subject', defaultMessage: 'Subject: {subject}' }),
  nothing: { id: 'email.preview.nothing', defaultMessage: 'Nothing to preview yet.' },
  failed: { id: 'email.preview.failed', defaultMessage: 'The preview could not be rendered' },
  to: defineMessage<{ recipient: string }>({ id: 'email.preview.to', defaultMessage: 'To: {recipient}' }),
  contact: defineMessage<{ name: string; email: string }>({ id: 'email.preview.contact', defaultMessage: '{name} <{email}>' }),
  sample: { id: 'email.preview.sample', defaultMessage: 'Shown with sample names.' },
  warningsTitle: { id: 'email.preview.warningsTitle', defaultMessage: 'Some variables will be empty' },
  warning: defineMessage<{ variable: string; recipient: string; message: string }>({
    id: 'email.preview.warning',
    defaultMessage: '{variable} for {recipient}: {message}',
  }),
  warningNoRecipient: defineMessage<{ variable: string; message: string }>({ id: 'email.preview.warningNoRecipient', defaultMessage: '{variable}: {message}' }),
});

/** A variable that would be empty for a recipient (the server's coded, translated warning). */
export interface EmailPreviewWarning {
  readonly code: string;
  readonly message: string;
  readonly variable: string;
  readonly recipient: string;
}

/** How long typing must pause before the preview is rendered again. */
export const previewDebounceMs = 500;

interface Props {
  subject: string;
  html: string;
  /** A template's body in markdown: previewed as the server renders it on save, in place of `html` (issue 37 §6). */
  markdown?: string | null;
  senderName?: string | null;
  /** A single job's "To" addresses: rendered for the first, warned about for each (issue 37 §6). */
  recipients?: readonly string[] | null;
  /** Told the warnings of each rendering (the form asks before sending with any). */
  onWarnings?: (warnings: readonly EmailPreviewWarning[]) => void;
  /** The frame's height in pixels. */
  height?: number;
}

/**
 * The email as a recipient would see it, rendered by the server (`emailPreview`), debounced while
 * typing: for a single job's first "To" address (the saved contact's name when it is one), with a
 * warning for every variable that would be empty for one of them (issue 37 §6), or with sample
 * names until there is a recipient. The HTML goes only into a sandboxed frame
 * (`sandbox=""`: no scripts, no forms, no top navigation, an opaque origin), never into the
 * app's page.
 */
export function EmailPreviewFrame({ subject, html, markdown = null, senderName = null, recipients = null, onWarnings, height = 420 }: Props) {
  const intl = useIntl();
  const body = markdown ?? html;
  const empty = !subject.trim() && !body.trim();
  const to = (recipients ?? []).join('\n');
  const variables = empty ? null : { subject, html: markdown === null ? html : '', markdown, senderName: senderName || null, recipients: to ? to.split('\n') : null };
  // The first rendering at once (a detail page, a form with a template); then after a pause in typing.
  const { data, error, loading } = useDebouncedFetch<EmailPreviewFrameQuery>(query, variables, { delayMs: previewDebounceMs, firstAtOnce: true });
  const rendered = data?.emailPreview ?? null;
  const warned = useRef(onWarnings);
  useEffect(() => {
    warned.current = onWarnings;
  }, [onWarnings]);
  useEffect(() => {
    if (empty) warned.current?.([]);
    else if (data) warned.current?.(data.emailPreview.warnings);
  }, [empty, data]);

  return (
    <Stack gap="xs" component="section" aria-label={intl.formatMessage(messages.title)} data-testid="email-preview">
      <Group gap={6} justify="space-between" wrap="nowrap">
        <Group gap={6} wrap="nowrap">
          <IconMail size={18} aria-hidden />
          <Text fw={600}>{intl.formatMessage(messages.title)}</Text>
        </Group>
        {loading && <Loader size="xs" aria-label={intl.formatMessage(commonMessages.loading)} />}
      </Group>
      {error && (
        <ErrorAlert title={intl.formatMessage(messages.failed)}>
          {error}
        </ErrorAlert>
      )}
      {!empty && rendered && rendered.warnings.length > 0 && (
        <Alert color="yellow" icon={<IconAlertTriangle size={18} aria-hidden />} title={intl.formatMessage(messages.warningsTitle)} data-testid="email-preview-warnings">
          <List size="sm" spacing={2}>
            {rendered.warnings.map((warning) => (
              <List.Item key={`${warning.variable}\n${warning.recipient}`} data-testid="email-preview-warning" data-code={warning.code} data-variable={warning.variable}>
                {warning.recipient
                  ? intl.formatMessage(messages.warning, { variable: `{{${warning.variable}}}`, recipient: warning.recipient, message: warning.message })
                  : intl.formatMessage(messages.warningNoRecipient, { variable: `{{${warning.variable}}}`, message: warning.message })}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      {empty ? (
        <Text size="sm" c="dimmed">
          {intl.formatMessage(messages.nothing)}
        </Text>
      ) : (
        rendered && (
          <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
            <Box px="sm" py={6} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
              <Text size="sm" style={{ wordBreak: 'break-word' }} data-testid="email-preview-to">
                {rendered.recipient
                  ? intl.formatMessage(messages.to, {
                      recipient: rendered.recipient.name ? intl.formatMessage(messages.contact, { name: rendered.recipient.name, email: rendered.recipient.email }) : rendered.recipient.email,
                    })
                  : intl.formatMessage(messages.sample)}
              </Text>
              <Text size="sm" fw={500} style={{ wordBreak: 'break-word' }} data-testid="email-preview-subject">
                {intl.formatMessage(messages.subject, { subject: rendered.subject })}
              </Text>
            </Box>
            <iframe
              sandbox=""
              srcDoc={rendered.html}
              title={intl.formatMessage(messages.frame)}
              referrerPolicy="no-referrer"
              style={{ display: 'block', width: '100%', height, border: 0, background: '#fff', colorScheme: 'light' }}
              data-testid="email-preview-frame"
            />
          </Paper>
        )
      )}
    </Stack>
  );
}
