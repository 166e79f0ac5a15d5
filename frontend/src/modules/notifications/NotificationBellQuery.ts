import { graphql } from 'react-relay';

/** The header's unread count; kept live by `useNotificationsChangedSubscription`. */
export const NotificationBellQuery = graphql`
  query NotificationBellQuery {
    unreadNotificationCount
  }
`;
