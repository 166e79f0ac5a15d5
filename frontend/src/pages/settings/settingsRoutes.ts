import type { RouteObject } from 'react-router';
import { chunkRoute } from '@/modules/routing/pageRoutes';

/**
 * The employee's own settings (issue 35 §6: how notifications reach them; issue 34 §3: their
 * personal API tokens) and the page a
 * notification mail links to, which opens the notification's subject: one lazy chunk with their
 * loaders, so they add nothing to the initial bundle.
 */
export function settingsRoutes(): RouteObject[] {
  const pages = () => import('./settingsPages');
  return [
    chunkRoute('settings/notifications', pages, 'NotificationSettingsPage', 'notificationSettingsPageLoader'),
    chunkRoute('settings/api-tokens', pages, 'ApiTokensPage', 'apiTokensPageLoader'),
    chunkRoute('notifications/:notificationId', pages, 'NotificationPage', 'notificationPageLoader'),
  ];
}
