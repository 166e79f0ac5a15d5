import { graphql } from 'react-relay';

export const EmailJobDetailPageQuery = graphql`
  query EmailJobDetailPageQuery($id: ID!, $first: Int!, $deliveryFilter: EmailDeliveryFilter) {
    node(id: $id) {
      __typename
      ... on EmailJob {
        id
        kind
        subject
      }
      ...EmailJobDetail_job @alias
      ...EmailDeliveries_job @alias @arguments(first: $first, filter: $deliveryFilter)
    }
    ...EmailJobDetail_query
  }
`;
