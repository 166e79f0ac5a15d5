import { graphql } from 'react-relay';

export const NotificationSettingsPageQuery = graphql`
  query NotificationSettingsPageQuery {
    notificationDeliveries {
      kind
      delivery
      isDefault
    }
  }
`;
