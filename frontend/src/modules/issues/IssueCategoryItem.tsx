import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { IssueLabelEditModal } from './IssueLabelEditModal';
import { IssueLabelRow } from './IssueLabelRow';
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

interface Props {
  category: IssueCategoryItem_category$key;
  admin: boolean;
  first: boolean;
  last: boolean;
  /** Another entry is being moved: the arrows wait. */
  moving: boolean;
  onMove: (direction: -1 | 1) => void;
}

/** One issue category in the admin's table, with its edit dialog and its up/down moves. */
export function IssueCategoryItem({ category, admin, first, last, moving, onMove }: Props) {
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
  return (
    <>
      <IssueLabelRow
        data={data}
        admin={admin}
        first={first}
        last={last}
        moving={moving}
        data-testid="issue-category-item"
        onEdit={() => setEditing(true)}
        onMove={onMove}
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
