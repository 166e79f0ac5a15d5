import { Anchor, Stack } from '@mantine/core';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { ListTimeCell, ListTitleCell } from '@/modules/ui/list/ListCells';
import { ListCell, ListRow } from '@/modules/ui/list/ListTable';
import { ApplicationStatusBadge } from './ApplicationStatusBadge';
import { ProgressMeter } from './ProgressMeter';
import type { ApplicationRow_application$key } from './__generated__/ApplicationRow_application.graphql';

const messages = defineMessages({
  pages: { id: 'application.tree.pages', defaultMessage: 'Pages' },
  requirements: { id: 'application.tree.requirements', defaultMessage: 'Requirements' },
});

/** One row of the application list (a card on a phone); the columns are ApplicationList's. */
export function ApplicationRow({ application }: { application: ApplicationRow_application$key }) {
  const intl = useIntl();
  const to = useLocalePath();
  const data = useFragment(
    graphql`
      fragment ApplicationRow_application on Application {
        id
        applicationName
        statusId
        updatedAt
        project {
          id
          name
        }
        pageProgress {
          completed
          total
        }
        requirementProgress {
          completed
          total
        }
      }
    `,
    application,
  );
  return (
    <ListRow data-testid="application-row">
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
        <Stack gap={2}>
          <ProgressMeter label={intl.formatMessage(messages.pages)} width={80} completed={data.pageProgress.completed} total={data.pageProgress.total} data-testid="application-page-progress" />
          <ProgressMeter
            label={intl.formatMessage(messages.requirements)}
            width={80}
            completed={data.requirementProgress.completed}
            total={data.requirementProgress.total}
            data-testid="application-requirement-progress"
          />
        </Stack>
      </ListCell>
      <ListTimeCell value={data.updatedAt} />
    </ListRow>
  );
}
