import type { PreloadedQuery } from 'react-relay';
import { preload } from '@/modules/relay/preload';
import { NotificationSettingsPageQuery } from './NotificationSettingsPageQuery';
import type { NotificationSettingsPageQuery as Query } from './__generated__/NotificationSettingsPageQuery.graphql';

/** /settings/notifications: every signed-in employee's own. */
export function notificationSettingsPageLoader(): { queryRef: PreloadedQuery<Query> } {
  return { queryRef: preload<Query>(NotificationSettingsPageQuery, {}, 'notificationSettingsPage') };
}
