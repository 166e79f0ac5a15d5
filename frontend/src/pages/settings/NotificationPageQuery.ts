import { graphql } from 'react-relay';

export const NotificationPageQuery = graphql`
  query NotificationPageQuery($id: ID!) {
    notification(id: $id) {
      id
      subject {
        ...notificationPath_subject @relay(mask: false)
      }
    }
  }
`;
