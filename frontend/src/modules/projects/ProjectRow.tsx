import { Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { ListTimeCell, ListTitleCell } from '@/modules/ui/list/ListCells';
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
    <ListRow data-testid="project-row">
      <ListTitleCell column="name" path={`/projects/${encodeURIComponent(data.id)}`} title={data.name} />
      <ListCell column="status">
        <ProjectStatusBadge statusId={data.statusId} />
      </ListCell>
      <ListCell column="organizations">
        <Text size="sm">{intl.formatList(data.organizations.map((organization) => organization.name))}</Text>
      </ListCell>
      <ListCell column="team">
        <Text size="sm">{intl.formatNumber(data.employees.length)}</Text>
      </ListCell>
      <ListTimeCell value={data.updatedAt} />
    </ListRow>
  );
}
