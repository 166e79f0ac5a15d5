/** The settings area's pages and their loaders, one lazy chunk (issue 32). */
export { ApiTokensPage } from './ApiTokensPage';
export { apiTokensPageLoader } from './apiTokensPageLoader';
export { NotificationPage } from './NotificationPage';
export { notificationPageLoader } from './notificationPageLoader';
export { NotificationSettingsPage } from './NotificationSettingsPage';
export { notificationSettingsPageLoader } from './notificationSettingsPageLoader';
