import { Alert, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { usePageTitle } from '@/modules/layout/usePageTitle';
import { useChooseNotificationDelivery } from '@/modules/notifications/useChooseNotificationDelivery';
import { useNotificationDeliveriesChangedSubscription } from '@/modules/notifications/useNotificationDeliveriesChangedSubscription';
import { usePageData } from '@/modules/routing/usePageData';
import { PageHeader } from '@/modules/ui/PageHeader';
import { NotificationSettingsPageQuery } from './NotificationSettingsPageQuery';
import type {
  NotificationDelivery,
  NotificationKind,
  NotificationSettingsPageQuery as Query,
} from './__generated__/NotificationSettingsPageQuery.graphql';

const messages = defineMessages({
  title: { id: 'page.notificationSettings.title', defaultMessage: 'Notification settings' },
  intro: {
    id: 'page.notificationSettings.intro',
    defaultMessage:
      'Every notification is in the app. Choose which also reach you by email, at once or gathered in one daily digest. Each email has a link to stop that kind.',
  },
  app: { id: 'page.notificationSettings.app', defaultMessage: 'In the app only' },
  immediately: { id: 'page.notificationSettings.immediately', defaultMessage: 'By email at once' },
  digest: { id: 'page.notificationSettings.digest', defaultMessage: 'Daily digest' },
  byDefault: { id: 'page.notificationSettings.default', defaultMessage: 'Default' },
});

const failed = defineMessage<{ message: string }>({ id: 'page.notificationSettings.failed', defaultMessage: 'The change was not saved: {message}' });

/** Each kind's name on the screen (the history's words for the same kinds). */
const kinds: Record<NotificationKind, MessageDescriptor> = defineMessages({
  TASK_ASSIGNED: { id: 'page.notificationSettings.kind.taskAssigned', defaultMessage: 'A task is assigned to me' },
  ISSUE_ASSIGNED: { id: 'page.notificationSettings.kind.issueAssigned', defaultMessage: 'An issue is assigned to me' },
  MENTIONED: { id: 'page.notificationSettings.kind.mentioned', defaultMessage: 'I am mentioned' },
  APPROVAL_REQUESTED: { id: 'page.notificationSettings.kind.approvalRequested', defaultMessage: 'My approval is requested' },
  APPROVAL_APPROVED: { id: 'page.notificationSettings.kind.approvalApproved', defaultMessage: 'My request is approved' },
  APPROVAL_REJECTED: { id: 'page.notificationSettings.kind.approvalRejected', defaultMessage: 'My request is sent back' },
  QUESTION_ANSWERED: { id: 'page.notificationSettings.kind.questionAnswered', defaultMessage: 'My question is answered' },
  EMAIL_JOB_COMPLETED: { id: 'page.notificationSettings.kind.emailJobCompleted', defaultMessage: 'My email job is sent' },
  EMAIL_JOB_FAILED: { id: 'page.notificationSettings.kind.emailJobFailed', defaultMessage: 'My email job fails for some recipients' },
  '%future added value': { id: 'page.notificationSettings.kind.other', defaultMessage: 'Other notifications' },
});

const deliveries: readonly NotificationDelivery[] = ['APP', 'IMMEDIATELY', 'DIGEST'];

/**
 * /settings/notifications (issue 35 §6): per kind of notification, in the app only, by email at
 * once, or in the daily digest; saved on change, and live (another device's choice, or an
 * unsubscribe from a mail, shows at once).
 */
export function NotificationSettingsPage() {
  const intl = useIntl();
  const { data } = usePageData<Query>(NotificationSettingsPageQuery);
  const [choose] = useChooseNotificationDelivery();
  const [error, setError] = useState<string | null>(null);
  useNotificationDeliveriesChangedSubscription();
  const title = intl.formatMessage(messages.title);
  usePageTitle(title);
  const label = (delivery: NotificationDelivery) =>
    intl.formatMessage(delivery === 'DIGEST' ? messages.digest : delivery === 'IMMEDIATELY' ? messages.immediately : messages.app);
  return (
    <Stack gap="md">
      <PageHeader title={title} />
      <Text size="sm" c="dimmed">
        {intl.formatMessage(messages.intro)}
      </Text>
      {error && (
        <Alert color="red" role="alert">
          {intl.formatMessage(failed, { message: error })}
        </Alert>
      )}
      <Stack gap="xs">
        {data.notificationDeliveries.map((setting) => {
          const name = intl.formatMessage(kinds[setting.kind] ?? kinds['%future added value']);
          return (
            <Paper key={setting.kind} withBorder p="sm" data-testid={`delivery-${setting.kind}`}>
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Group gap="xs">
                  <Text fw={500}>{name}</Text>
                  {setting.isDefault && (
                    <Text size="xs" c="dimmed">
                      {intl.formatMessage(messages.byDefault)}
                    </Text>
                  )}
                </Group>
                <SegmentedControl
                  aria-label={name}
                  value={setting.delivery}
                  onChange={(value) => {
                    setError(null);
                    choose(setting.kind, value as NotificationDelivery, (e) => setError(e.message));
                  }}
                  data={deliveries.map((delivery) => ({ value: delivery, label: label(delivery) }))}
                />
              </Group>
            </Paper>
          );
        })}
      </Stack>
    </Stack>
  );
}
