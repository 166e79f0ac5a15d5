import { Badge, Text, Tooltip } from '@mantine/core';
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
  stopped: { id: 'layout.live.stopped', defaultMessage: 'Live updates stopped' },
  stoppedHint: {
    id: 'layout.live.stoppedHint',
    defaultMessage: 'The server ended the live connection and it is not retried. Reload the page to resume live updates.',
  },
});

/**
 * Shows that live updates are paused while the subscription socket reconnects, or stopped
 * after a close the client does not retry (spec §8).
 */
export function LiveStatus() {
  const intl = useIntl();
  const state = useSyncExternalStore(socketStatus.subscribe, socketStatus.getSnapshot);
  if (state !== 'reconnecting' && state !== 'stopped') return null;
  const stopped = state === 'stopped';
  const label = intl.formatMessage(stopped ? messages.stopped : messages.offline);
  // On a phone the badge is its icon (its words stay its name), so the header keeps the account menu on the screen (issue 37 §5).
  return (
    <Tooltip label={intl.formatMessage(stopped ? messages.stoppedHint : messages.offlineHint)} multiline w={260}>
      <Badge
        color={stopped ? 'red' : 'orange'}
        variant="light"
        leftSection={<IconPlugConnectedX size={14} aria-hidden />}
        role="status"
        aria-label={label}
      >
        <Text span inherit visibleFrom="sm">
          {label}
        </Text>
      </Badge>
    </Tooltip>
  );
}
