import { graphql } from 'react-relay';

export const NewMemberPageQuery = graphql`
  query NewMemberPageQuery {
    ...MemberForm_query
  }
`;
