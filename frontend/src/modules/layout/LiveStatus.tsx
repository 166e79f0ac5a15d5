import { Badge, Tooltip } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useSyncExternalStore } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { socketStatus } from '@/modules/relay/socketStatus';

const messages = defineMessages({
  offline: { id: 'layout.live.offline', defaultMessage: 'Reconnecting' },
  offlineHint: {
    id: 'layout.live.offlineHint',
    defaultMessage: 'Live updates are paused while the connection is restored. The page re-syncs when it is back.',
  },
});

/** Shows that live updates are paused while the subscription socket reconnects. */
export function LiveStatus() {
  const intl = useIntl();
  const state = useSyncExternalStore(socketStatus.subscribe, socketStatus.getSnapshot);
  if (state !== 'reconnecting') return null;
  return (
    <Tooltip label={intl.formatMessage(messages.offlineHint)} multiline w={260}>
      <Badge color="orange" variant="light" leftSection={<IconPlugConnectedX size={14} aria-hidden />} role="status">
        {intl.formatMessage(messages.offline)}
      </Badge>
    </Tooltip>
  );
}
