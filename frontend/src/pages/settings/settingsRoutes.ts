import type { RouteObject } from 'react-router';
import { lazyRoute } from '@/modules/routing/pageRoutes';
import { notificationPageLoader } from './notificationPageLoader';
import { notificationSettingsPageLoader } from './notificationSettingsPageLoader';

/**
 * The employee's own settings (issue 35 §6: how notifications reach them) and the page a
 * notification mail links to, which opens the notification's subject.
 */
export function settingsRoutes(): RouteObject[] {
  return [
    lazyRoute('settings/notifications', notificationSettingsPageLoader, () => import('./NotificationSettingsPage'), 'NotificationSettingsPage'),
    lazyRoute('notifications/:notificationId', notificationPageLoader, () => import('./NotificationPage'), 'NotificationPage'),
  ];
}
