import { defineMessages, useIntl } from 'react-intl';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { projectExport } from '@/modules/projects/projectExport';
import { ProjectFilters } from '@/modules/projects/ProjectFilters';
import { projectColumns, ProjectList } from '@/modules/projects/ProjectList';
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
  const { filter, data, queryRef } = usePageData<ProjectsPageQueryType, ProjectsPageData>(ProjectsPageQuery);
  const title = intl.formatMessage(projectMessages.listTitle);
  return (
    <ListPageFrame title={title} exportList={{ spec: projectExport, variables: queryRef.variables, name: title }} savedView="projects" columns={projectColumns} create={{ to: to('/projects/new'), label: intl.formatMessage(messages.create) }} actions={<TrashLink kind="Project" />}>
      <ProjectFilters />
      <ProjectList query={data} filter={filter} />
    </ListPageFrame>
  );
}
