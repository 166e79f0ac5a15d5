import { Anchor, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { formatDateTime } from '@/modules/ui/formatDate';
import { ListCell, ListRow } from '@/modules/ui/list/ListTable';
import { ProjectStatusBadge } from './ProjectStatusBadge';
import type { ProjectRow_project$key } from './__generated__/ProjectRow_project.graphql';

/** One row of the project list (a card on a phone); the columns are ProjectList's. */
export function ProjectRow({ project }: { project: ProjectRow_project$key }) {
  const intl = useIntl();
  const to = useLocalePath();
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
      <ListCell column="name" primary>
        <Anchor component={Link} to={to(`/projects/${encodeURIComponent(data.id)}`)} fw={500}>
          {data.name}
        </Anchor>
      </ListCell>
      <ListCell column="status">
        <ProjectStatusBadge statusId={data.statusId} />
      </ListCell>
      <ListCell column="organizations">
        <Text size="sm">{intl.formatList(data.organizations.map((organization) => organization.name))}</Text>
      </ListCell>
      <ListCell column="team">
        <Text size="sm">{intl.formatNumber(data.employees.length)}</Text>
      </ListCell>
      <ListCell column="updatedAt">
        <Text size="sm">{formatDateTime(intl, data.updatedAt)}</Text>
      </ListCell>
    </ListRow>
  );
}
