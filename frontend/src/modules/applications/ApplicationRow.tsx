import { Anchor } from '@mantine/core';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { ListTimeCell, ListTitleCell } from '@/modules/ui/list/ListCells';
import { ListCell, ListRow } from '@/modules/ui/list/ListTable';
import { ApplicationStatusBadge } from './ApplicationStatusBadge';
import { ApplicationProgress } from './ApplicationProgress';
import type { ApplicationRow_application$key } from './__generated__/ApplicationRow_application.graphql';

/** One row of the application list (a card on a phone); the columns are ApplicationList's. */
export function ApplicationRow({ application }: { application: ApplicationRow_application$key }) {
  const to = useLocalePath();
  const data = useFragment(
    graphql`
      fragment ApplicationRow_application on Application {
        id
        # The version it is shown at: a delete in bulk sends it, so one changed since is refused as stale (issue 35 §2).
        version
        applicationName
        statusId
        updatedAt
        project {
          id
          name
        }
        ...ApplicationProgress_application
      }
    `,
    application,
  );
  return (
    <ListRow data-testid="application-row" item={{ id: data.id, title: data.applicationName }}>
      <ListTitleCell column="name" path={`/applications/${encodeURIComponent(data.id)}`} title={data.applicationName} />
      <ListCell column="project">
        {data.project ? (
          <Anchor component={Link} to={to(`/projects/${encodeURIComponent(data.project.id)}`)} size="sm">
            {data.project.name}
          </Anchor>
        ) : null}
      </ListCell>
      <ListCell column="status">
        <ApplicationStatusBadge statusId={data.statusId} />
      </ListCell>
      <ListCell column="progress">
        <ApplicationProgress application={data} width={80} />
      </ListCell>
      <ListTimeCell value={data.updatedAt} />
    </ListRow>
  );
}
