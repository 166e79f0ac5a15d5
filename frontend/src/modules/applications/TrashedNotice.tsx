import { Alert, Group, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { defineMessages, useIntl } from 'react-intl';
import { TrashLink } from '@/modules/trash/TrashLink';

const messages = defineMessages({
  application: { id: 'application.trashed.application', defaultMessage: 'This application was moved to the trash, with its pages and requirements. It can be restored from the trash.' },
  node: { id: 'application.trashed.node', defaultMessage: 'This page or requirement was moved to the trash, with its directory or on its own. It can be restored from the trash.' },
});

/**
 * What an open application's or node's page says once someone moves it to the trash elsewhere
 * (issue 35: an open screen hears it), with the way to its trash.
 */
export function TrashedNotice({ kind }: { kind: 'Application' | 'ApplicationNode' }) {
  const intl = useIntl();
  return (
    <Alert color="orange" icon={<IconTrash size={18} aria-hidden />} role="status" data-testid="application-trashed">
      <Group justify="space-between" gap="xs">
        <Text size="sm">{intl.formatMessage(kind === 'Application' ? messages.application : messages.node)}</Text>
        <TrashLink kind={kind} />
      </Group>
    </Alert>
  );
}
