import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { ListTextCell, ListTimeCell, ListTitleCell } from '@/modules/ui/list/ListCells';
import { ListCell, ListRow } from '@/modules/ui/list/ListTable';
import { ProjectStatusBadge } from './ProjectStatusBadge';
import type { ProjectRow_project$key } from './__generated__/ProjectRow_project.graphql';

/** One row of the project list (a card on a phone); the columns are ProjectList's. */
export function ProjectRow({ project }: { project: ProjectRow_project$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment ProjectRow_project on Project {
        id
        # The version it is shown at: a change in bulk sends it, so one changed since is refused as stale (issue 35 §2); live notices spread this fragment and keep it current.
        version
        name
        statusId
        updatedAt
        organizations {
          id
          name
        }
        employees {
          id
        }
      }
    `,
    project,
  );
  return (
    <ListRow data-testid="project-row" item={{ id: data.id, title: data.name }}>
      <ListTitleCell column="name" path={`/projects/${encodeURIComponent(data.id)}`} title={data.name} />
      <ListCell column="status">
        <ProjectStatusBadge statusId={data.statusId} />
      </ListCell>
      <ListTextCell column="organizations" text={intl.formatList(data.organizations.map((organization) => organization.name))} />
      <ListTextCell column="team" text={intl.formatNumber(data.employees.length)} />
      <ListTimeCell value={data.updatedAt} />
    </ListRow>
  );
}
