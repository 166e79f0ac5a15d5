import { Alert } from '@mantine/core';
import { defineMessages, useIntl } from 'react-intl';
import { Navigate } from 'react-router';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { usePageTitle } from '@/modules/layout/usePageTitle';
import { subjectPath } from '@/modules/notifications/notificationPath';
import { usePageData } from '@/modules/routing/usePageData';
import { NotificationPageQuery } from './NotificationPageQuery';
import type { NotificationPageQuery as Query } from './__generated__/NotificationPageQuery.graphql';

const messages = defineMessages({
  title: { id: 'page.notification.title', defaultMessage: 'Notification' },
  gone: {
    id: 'page.notification.gone',
    defaultMessage: 'This notification is not available: what it told of was deleted, or you may no longer open it.',
  },
});

/**
 * /notifications/:notificationId, a notification mail's link (issue 35 §6): it opens the
 * notification's subject (the same page as the notification centre's row), or says it cannot.
 */
export function NotificationPage() {
  const intl = useIntl();
  const toLocale = useLocalePath();
  const { data } = usePageData<Query>(NotificationPageQuery);
  usePageTitle(intl.formatMessage(messages.title));
  const path = subjectPath(data.notification?.subject);
  if (path) return <Navigate to={toLocale(path)} replace />;
  return (
    <Alert color="gray" data-testid="notification-gone">
      {intl.formatMessage(messages.gone)}
    </Alert>
  );
}
