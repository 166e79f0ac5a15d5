import { defineMessages } from 'react-intl';
import { graphql, useFragment, useRefetchableFragment } from 'react-relay';
import { LiveChoiceManager, type ChoiceHooks } from '@/modules/ui/choices/LiveChoiceManager';
import { issueChoiceKit } from './issueChoiceKit';
import { useCreateIssueStatus } from './useCreateIssueStatus';
import { useIssueStatusesChangedSubscription } from './useIssueStatusesChangedSubscription';
import { useMoveIssueStatus } from './useMoveIssueStatus';
import { useUpdateIssueStatus } from './useUpdateIssueStatus';
import type { IssueStatusManager_statuses$key } from './__generated__/IssueStatusManager_statuses.graphql';
import type { IssueStatusManager_query$key } from './__generated__/IssueStatusManager_query.graphql';

const messages = defineMessages({
  title: { id: 'issue.statuses.title', defaultMessage: 'Issue statuses' },
  intro: { id: 'issue.statuses.intro', defaultMessage: 'Statuses are the columns of the issue board, in this order; a new issue starts in the first.' },
  create: { id: 'issue.statuses.create', defaultMessage: 'Add status' },
  created: { id: 'issue.statuses.created', defaultMessage: 'Status created.' },
  saved: { id: 'issue.statuses.saved', defaultMessage: 'Status saved.' },
  none: { id: 'issue.statuses.none', defaultMessage: 'No statuses yet.' },
});

/** The statuses list's mutations and subscription (issue 32: the shared manager calls them). */
const hooks: ChoiceHooks = {
  useChanged: useIssueStatusesChangedSubscription,
  useCreate: useCreateIssueStatus,
  useUpdate: useUpdateIssueStatus,
  useMove: useMoveIssueStatus,
};

/** The issue statuses in board order (the choice manager); live through issueStatusesChanged, read again after a reconnect. */
export function IssueStatusManager({ query, admin }: { query: IssueStatusManager_query$key; admin: boolean }) {
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment IssueStatusManager_query on Query
      @refetchable(queryName: "IssueStatusManagerRefetchQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 100 }, after: { type: "String" }) {
        issueStatuses(first: $first, after: $after) @connection(key: "IssueStatusManager_issueStatuses") {
          __id
          edges {
            node {
              ...IssueStatusManager_statuses
            }
          }
        }
      }
    `,
    query,
  );
  const statuses = useFragment<IssueStatusManager_statuses$key>(
    graphql`
      fragment IssueStatusManager_statuses on IssueStatus @relay(plural: true) {
        id
        label
        labelEn
        labelJa
        color
        position
        version
        updatedAt
      }
    `,
    data.issueStatuses.edges.map((edge) => edge.node),
  );
  return (
    <LiveChoiceManager
      choices={statuses}
      admin={admin}
      messages={messages}
      kit={issueChoiceKit}
      connectionId={data.issueStatuses.__id}
      refetch={refetch}
      hooks={hooks}
      rowTestId="issue-status-item"
    />
  );
}
