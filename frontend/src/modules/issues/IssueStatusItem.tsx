import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { IssueLabelEditModal } from './IssueLabelEditModal';
import { IssueLabelRow } from './IssueLabelRow';
import { useUpdateIssueStatus } from './useUpdateIssueStatus';
import type { IssueStatusItem_status$key } from './__generated__/IssueStatusItem_status.graphql';
import type { IssueStatusItemRefetchQuery } from './__generated__/IssueStatusItemRefetchQuery.graphql';

const messages = defineMessages({
  saved: { id: 'issue.statuses.saved', defaultMessage: 'Status saved.' },
});

const refetchQuery = graphql`
  query IssueStatusItemRefetchQuery($id: ID!) {
    node(id: $id) {
      ...IssueStatusItem_status @alias
    }
  }
`;

interface Props {
  status: IssueStatusItem_status$key;
  admin: boolean;
  first: boolean;
  last: boolean;
  /** Another entry is being moved: the arrows wait. */
  moving: boolean;
  onMove: (direction: -1 | 1) => void;
}

/** One issue status in the admin's table, with its edit dialog and its up/down moves. */
export function IssueStatusItem({ status, admin, first, last, moving, onMove }: Props) {
  const intl = useIntl();
  const environment = useRelayEnvironment();
  const data = useFragment(
    graphql`
      fragment IssueStatusItem_status on IssueStatus {
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
    status,
  );
  const [editing, setEditing] = useState(false);
  const [update, inFlight] = useUpdateIssueStatus();
  return (
    <>
      <IssueLabelRow
        data={data}
        admin={admin}
        first={first}
        last={last}
        moving={moving}
        data-testid="issue-status-item"
        onEdit={() => setEditing(true)}
        onMove={onMove}
      />
      {editing && (
        <IssueLabelEditModal
          item={data}
          inFlight={inFlight}
          refetch={() => fetchQuery<IssueStatusItemRefetchQuery>(environment, refetchQuery, { id: data.id }, { fetchPolicy: 'network-only' }).toPromise()}
          onClose={() => setEditing(false)}
          onSave={(values, expectedVersion, done) =>
            update({
              variables: { input: { id: data.id, expectedVersion, ...values } },
              onCompleted: () => {
                notifications.show({ color: 'green', message: intl.formatMessage(messages.saved) });
                done.onSaved();
              },
              onError: done.onError,
            })
          }
        />
      )}
    </>
  );
}
