import { Alert, Box, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconMail } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { Subscription } from 'relay-runtime';
import { errorMessage } from '@/modules/relay/errorMessages';
import { commonMessages } from '@/modules/ui/commonMessages';
import type { EmailPreviewFrameQuery } from './__generated__/EmailPreviewFrameQuery.graphql';

const query = graphql`
  query EmailPreviewFrameQuery($subject: String!, $html: String!, $senderName: String) {
    emailPreview(subject: $subject, html: $html, senderName: $senderName) {
      subject
      html
    }
  }
`;

const messages = defineMessages({
  title: { id: 'email.preview.title', defaultMessage: 'Preview' },
  frame: { id: 'email.preview.frame', defaultMessage: 'Email preview' },
  subject: defineMessage<{ subject: string }>({ id: 'email.preview.subject', defaultMessage: 'Subject: {subject}' }),
  nothing: { id: 'email.preview.nothing', defaultMessage: 'Nothing to preview yet.' },
  failed: { id: 'email.preview.failed', defaultMessage: 'The preview could not be rendered' },
});

/** How long typing must pause before the preview is rendered again. */
export const previewDebounceMs = 500;

interface Props {
  subject: string;
  html: string;
  senderName?: string | null;
  /** The frame's height in pixels. */
  height?: number;
}

type Rendered = { subject: string; html: string };

/**
 * The email as a recipient would see it, rendered by the server with sample data
 * (`emailPreview`), debounced while typing. The HTML goes only into a sandboxed frame
 * (`sandbox=""`: no scripts, no forms, no top navigation, an opaque origin), never into the
 * app's page.
 */
export function EmailPreviewFrame({ subject, html, senderName = null, height = 420 }: Props) {
  const intl = useIntl();
  const environment = useRelayEnvironment();
  const [rendered, setRendered] = useState<Rendered | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const first = useRef(true);
  const empty = !subject.trim() && !html.trim();

  useEffect(() => {
    if (empty) {
      setRendered(null);
      setError(null);
      setLoading(false);
      return undefined;
    }
    let request: Subscription | null = null;
    setLoading(true);
    // The first rendering at once (a detail page, a form with a template); then after a pause in typing.
    const delay = first.current ? 0 : previewDebounceMs;
    first.current = false;
    const timer = window.setTimeout(() => {
      request = fetchQuery<EmailPreviewFrameQuery>(environment, query, { subject, html, senderName: senderName || null }, { fetchPolicy: 'network-only' }).subscribe({
        next: (data) => {
          setRendered({ subject: data.emailPreview.subject, html: data.emailPreview.html });
          setError(null);
          setLoading(false);
        },
        error: (failure: unknown) => {
          setError(errorMessage(intl, failure));
          setLoading(false);
        },
      });
    }, delay);
    return () => {
      window.clearTimeout(timer);
      request?.unsubscribe();
    };
  }, [environment, intl, subject, html, senderName, empty]);

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
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} title={intl.formatMessage(messages.failed)} role="alert">
          {error}
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
