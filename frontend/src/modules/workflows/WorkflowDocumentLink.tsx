import { Anchor, Group, Text } from '@mantine/core';
import { IconFileText, IconLock } from '@tabler/icons-react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useLocalePath } from '@/modules/i18n/useLocalePath';

const messages = defineMessages({
  restricted: { id: 'workflow.step.documents.restricted', defaultMessage: 'Restricted document' },
  restrictedHint: { id: 'workflow.step.documents.restrictedHint', defaultMessage: 'You may not read this document.' },
});

/**
 * A document a step holds (attached, or its approval's): a link to it, or, when the reader may
 * not read it (`document` null), a dimmed, locked "Restricted document" that says why on hover.
 */
export function WorkflowDocumentLink({ document }: { document: { readonly id: string; readonly title: string } | null | undefined }) {
  const intl = useIntl();
  const to = useLocalePath();
  if (!document) {
    return (
      <Group gap={4} wrap="nowrap" title={intl.formatMessage(messages.restrictedHint)}>
        <IconLock size={14} aria-hidden />
        <Text size="sm" c="dimmed" fs="italic">
          {intl.formatMessage(messages.restricted)}
        </Text>
      </Group>
    );
  }
  return (
    <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
      <IconFileText size={16} aria-hidden />
      <Anchor component={Link} to={to(`/documents/${encodeURIComponent(document.id)}`)} size="sm" style={{ wordBreak: 'break-word' }}>
        {document.title}
      </Anchor>
    </Group>
  );
}
