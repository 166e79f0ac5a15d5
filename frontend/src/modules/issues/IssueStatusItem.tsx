import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { errorMessage } from '@/modules/relay/errorMessages';
import { IssueLabelEditModal } from './IssueLabelEditModal';
import { IssueLabelRow } from './IssueLabelRow';
import { useMoveIssueStatus } from './useMoveIssueStatus';
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

interface Neighbour {
  readonly id: string;
  readonly position: number;
}

interface Props {
  status: IssueStatusItem_status$key;
  admin: boolean;
  previous: Neighbour | null;
  next: Neighbour | null;
}

/** One issue status in the admin's table, with its edit dialog and its up/down moves. */
export function IssueStatusItem({ status, admin, previous, next }: Props) {
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
  const [move, moving] = useMoveIssueStatus();
  return (
    <>
      <IssueLabelRow
        data={data}
        admin={admin}
        first={!previous}
        last={!next}
        moving={moving}
        data-testid="issue-status-item"
        onEdit={() => setEditing(true)}
        onMove={(direction) => {
          const other = direction < 0 ? previous : next;
          if (!other) return;
          move({
            variables: { input: { id: data.id, position: other.position } },
            optimisticUpdater: (store) => {
              store.get(data.id)?.setValue(other.position, 'position');
              store.get(other.id)?.setValue(data.position, 'position');
            },
            updater: (store) => store.get(other.id)?.setValue(data.position, 'position'),
            onError: (error) => void notifications.show({ color: 'red', message: errorMessage(intl, error) }),
          });
        }}
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
