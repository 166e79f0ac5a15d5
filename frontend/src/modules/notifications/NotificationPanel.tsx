import { Group, ScrollArea, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Suspense, useId, useState, useTransition } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { LinkButton } from '@/modules/ui/LinkButton';
import { SectionErrorBoundary } from '@/modules/ui/SectionErrorBoundary';
import { NotificationList } from './NotificationList';
import { notificationFilters, type NotificationView } from './notificationStore';
import type { NotificationPanelQuery } from './__generated__/NotificationPanelQuery.graphql';

const messages = defineMessages({
  title: { id: 'notification.title', defaultMessage: 'Notifications' },
  show: { id: 'notification.show', defaultMessage: 'Show' },
  unread: { id: 'notification.view.unread', defaultMessage: 'Unread' },
  all: { id: 'notification.view.all', defaultMessage: 'All' },
  failed: { id: 'notification.failed', defaultMessage: 'Notifications could not be loaded.' },
  settings: { id: 'notification.settings', defaultMessage: 'Notification settings' },
});

const query = graphql`
  query NotificationPanelQuery($filter: NotificationFilter) {
    ...NotificationList_query @arguments(filter: $filter)
  }
`;

interface Props {
  unreadCount: number;
  onOpen: (id: string, read: boolean, path: string | null) => void;
}

function Rows({ view, unreadCount, onOpen }: Props & { view: NotificationView }) {
  const data = useLazyLoadQuery<NotificationPanelQuery>(query, { filter: notificationFilters[view] }, { fetchPolicy: 'store-and-network' });
  return <NotificationList query={data} unreadOnly={view === 'unread'} unreadCount={unreadCount} onOpen={onOpen} />;
}

function RowsSkeleton() {
  return (
    <Stack gap="xs" aria-busy="true">
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} h={48} radius="sm" />
      ))}
    </Stack>
  );
}

/**
 * The notification centre's content (the bell's popover, loaded when first opened): Unread or All,
 * newest first, "Load more", "Mark all as read"; read fresh each time it opens.
 */
export function NotificationPanel({ unreadCount, onOpen }: Props) {
  const intl = useIntl();
  const toLocale = useLocalePath();
  const titleId = useId();
  const [view, setView] = useState<NotificationView>(unreadCount > 0 ? 'unread' : 'all');
  const [, startTransition] = useTransition();
  return (
    <Stack gap="xs" role="region" aria-labelledby={titleId} data-testid="notification-panel">
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} size="h5" id={titleId}>
          {intl.formatMessage(messages.title)}
        </Title>
        <SegmentedControl
          size="xs"
          aria-label={intl.formatMessage(messages.show)}
          value={view}
          onChange={(value) => startTransition(() => setView(value === 'unread' ? 'unread' : 'all'))}
          data={[
            { value: 'unread', label: intl.formatMessage(messages.unread) },
            { value: 'all', label: intl.formatMessage(messages.all) },
          ]}
        />
      </Group>
      <ScrollArea.Autosize mah="min(70vh, 520px)" type="auto" offsetScrollbars>
        <SectionErrorBoundary
          fallback={() => (
            <Text size="sm" c="red" role="alert">
              {intl.formatMessage(messages.failed)}
            </Text>
          )}
        >
          <Suspense fallback={<RowsSkeleton />}>
            <Rows view={view} unreadCount={unreadCount} onOpen={onOpen} />
          </Suspense>
        </SectionErrorBoundary>
      </ScrollArea.Autosize>
      {/* Issue 35 §6: how each kind reaches the employee (in the app, by email, in a digest). */}
      <LinkButton to={toLocale('/settings/notifications')} variant="subtle" size="xs" data-testid="notification-settings-link">
        {intl.formatMessage(messages.settings)}
      </LinkButton>
    </Stack>
  );
}
