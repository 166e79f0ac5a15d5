import { ActionIcon, Indicator, Popover, Skeleton, Stack } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useLazyLoadQuery } from 'react-relay';
import { useNavigate } from 'react-router';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { SectionErrorBoundary } from '@/modules/ui/SectionErrorBoundary';
import { NotificationBellQuery } from './NotificationBellQuery';
import { useMarkNotificationsRead } from './useMarkNotificationsRead';
import { useNotificationsChangedSubscription } from './useNotificationsChangedSubscription';
import type { NotificationBellQuery as BellQuery } from './__generated__/NotificationBellQuery.graphql';

const NotificationPanel = lazy(() => import('./NotificationPanel').then((module) => ({ default: module.NotificationPanel })));

const messages = defineMessages({
  label: defineMessage<{ count: number }>({
    id: 'notification.bell.label',
    defaultMessage: '{count, plural, =0 {Notifications, none unread} one {Notifications, # unread} other {Notifications, # unread}}',
  }),
  plain: { id: 'notification.bell.plain', defaultMessage: 'Notifications' },
  many: { id: 'notification.bell.many', defaultMessage: '99+' },
});

function PanelSkeleton() {
  return (
    <Stack gap="xs" aria-busy="true">
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} h={48} radius="sm" />
      ))}
    </Stack>
  );
}

function Bell() {
  const intl = useIntl();
  const to = useLocalePath();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const data = useLazyLoadQuery<BellQuery>(NotificationBellQuery, {}, { fetchPolicy: 'store-or-network' });
  useNotificationsChangedSubscription();
  const [markRead] = useMarkNotificationsRead();
  const count = data.unreadNotificationCount;
  const onOpen = useCallback(
    (id: string, read: boolean, path: string | null) => {
      if (!read) markRead([id]);
      if (path) {
        setOpened(false);
        void navigate(to(path));
      }
    },
    [markRead, navigate, to],
  );
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={380}
      shadow="md"
      trapFocus
      returnFocus
      withinPortal
    >
      <Indicator label={count > 99 ? intl.formatMessage(messages.many) : count} size={16} color="red" disabled={count === 0} offset={4} inline>
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={intl.formatMessage(messages.label, { count })}
            data-testid="notification-bell"
            data-unread={count}
            onClick={() => setOpened((value) => !value)}
          >
            <IconBell size={20} aria-hidden />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown maw="calc(100vw - 16px)" p="sm">
        <Suspense fallback={<PanelSkeleton />}>
          <NotificationPanel unreadCount={count} onOpen={onOpen} />
        </Suspense>
      </Popover.Dropdown>
    </Popover>
  );
}

/**
 * The header's bell: the unread count (live through `notificationsChanged`, subscribed once here
 * for the signed-in user) and, on click, the notification centre. If the count cannot be read the
 * header keeps a plain, inert bell rather than failing the page.
 */
export function NotificationBell() {
  const intl = useIntl();
  const placeholder = (
    <ActionIcon variant="subtle" color="gray" size="lg" disabled aria-label={intl.formatMessage(messages.plain)}>
      <IconBell size={20} aria-hidden />
    </ActionIcon>
  );
  return (
    <SectionErrorBoundary fallback={() => placeholder}>
      <Suspense fallback={placeholder}>
        <Bell />
      </Suspense>
    </SectionErrorBoundary>
  );
}
