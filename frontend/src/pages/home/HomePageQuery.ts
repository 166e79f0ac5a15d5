import { graphql } from 'react-relay';

/**
 * Everything the home page shows, in one query the page re-reads on `homeChanged`. The blocks that
 * need a role (every list query but `questions` and `activity` is Staff) are asked only for an
 * employee holding one (`$staff`, from the profile's roles).
 */
export const HomePageQuery = graphql`
  query HomePageQuery($me: ID!, $staff: Boolean!, $since: DateTime!) {
    profile {
      name
      employeeId
    }
    ...HomeTasks_query @include(if: $staff) @alias @arguments(me: $me)
    ...HomeIssues_query @include(if: $staff) @alias @arguments(me: $me)
    ...HomeApprovals_query @include(if: $staff) @alias
    ...HomeQuestions_query @include(if: $staff) @alias
    ...HomeDeals_query @include(if: $staff) @alias @arguments(me: $me)
    ...HomeEmailJobs_query @include(if: $staff) @alias @arguments(me: $me, since: $since)
    ...HomeActivity_query
  }
`;
