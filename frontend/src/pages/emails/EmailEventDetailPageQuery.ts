import { graphql } from 'react-relay';

/** An event is read by its own query (`emailEvent`, not `node`: events are not nodes); one that does not exist is refused. */
export const EmailEventDetailPageQuery = graphql`
  query EmailEventDetailPageQuery($id: ID!) {
    emailEvent(id: $id) {
      id
      type
      job {
        id
        kind
        subject
      }
      ...EmailEventDetail_event
    }
  }
`;
