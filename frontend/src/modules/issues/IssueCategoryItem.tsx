import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { errorMessage } from '@/modules/relay/errorMessages';
import { IssueLabelEditModal } from './IssueLabelEditModal';
import { IssueLabelRow } from './IssueLabelRow';
import { useMoveIssueCategory } from './useMoveIssueCategory';
import { useUpdateIssueCategory } from './useUpdateIssueCategory';
import type { IssueCategoryItem_category$key } from './__generated__/IssueCategoryItem_category.graphql';
import type { IssueCategoryItemRefetchQuery } from './__generated__/IssueCategoryItemRefetchQuery.graphql';

const messages = defineMessages({
  saved: { id: 'issue.categories.saved', defaultMessage: 'Category saved.' },
});

const refetchQuery = graphql`
  query IssueCategoryItemRefetchQuery($id: ID!) {
    node(id: $id) {
      ...IssueCategoryItem_category @alias
    }
  }
`;

interface Neighbour {
  readonly id: string;
  readonly position: number;
}

interface Props {
  category: IssueCategoryItem_category$key;
  admin: boolean;
  previous: Neighbour | null;
  next: Neighbour | null;
}

/** One issue category in the admin's table, with its edit dialog and its up/down moves. */
export function IssueCategoryItem({ category, admin, previous, next }: Props) {
  const intl = useIntl();
  const environment = useRelayEnvironment();
  const data = useFragment(
    graphql`
      fragment IssueCategoryItem_category on IssueCategory {
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
    category,
  );
  const [editing, setEditing] = useState(false);
  const [update, inFlight] = useUpdateIssueCategory();
  const [move, moving] = useMoveIssueCategory();
  return (
    <>
      <IssueLabelRow
        data={data}
        admin={admin}
        first={!previous}
        last={!next}
        moving={moving}
        data-testid="issue-category-item"
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
          refetch={() => fetchQuery<IssueCategoryItemRefetchQuery>(environment, refetchQuery, { id: data.id }, { fetchPolicy: 'network-only' }).toPromise()}
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
