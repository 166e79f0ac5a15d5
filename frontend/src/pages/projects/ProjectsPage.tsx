import { defineMessages, useIntl } from 'react-intl';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { ProjectFilters } from '@/modules/projects/ProjectFilters';
import { ProjectList } from '@/modules/projects/ProjectList';
import { projectMessages } from '@/modules/projects/projectMessages';
import { ListPageFrame } from '@/modules/routing/ListPageFrame';
import { usePageData } from '@/modules/routing/usePageData';
import { TrashLink } from '@/modules/trash/TrashLink';
import type { ProjectsPageData } from './projectsPageLoader';
import { ProjectsPageQuery } from './ProjectsPageQuery';
import type { ProjectsPageQuery as ProjectsPageQueryType } from './__generated__/ProjectsPageQuery.graphql';

const messages = defineMessages({
  create: { id: 'page.projects.create', defaultMessage: 'New project' },
});

/** /projects: the list recipe (toolbar, table/cards, live through the store), issue 13. */
export function ProjectsPage() {
  const intl = useIntl();
  const to = useLocalePath();
  const { filter, data } = usePageData<ProjectsPageQueryType, ProjectsPageData>(ProjectsPageQuery);
  return (
    <ListPageFrame title={intl.formatMessage(projectMessages.listTitle)} create={{ to: to('/projects/new'), label: intl.formatMessage(messages.create) }} actions={<TrashLink kind="Project" />}>
      <ProjectFilters />
      <ProjectList query={data} filter={filter} />
    </ListPageFrame>
  );
}
