import { Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { defineMessages, useIntl } from 'react-intl';
import { usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { usePageTitle } from '@/modules/layout/usePageTitle';
import { ProjectFilters } from '@/modules/projects/ProjectFilters';
import { ProjectList } from '@/modules/projects/ProjectList';
import { LinkButton } from '@/modules/ui/LinkButton';
import { PageHeader } from '@/modules/ui/PageHeader';
import type { ProjectsPageData } from './projectsPageLoader';
import { ProjectsPageQuery } from './ProjectsPageQuery';
import type { ProjectsPageQuery as ProjectsPageQueryType } from './__generated__/ProjectsPageQuery.graphql';

const messages = defineMessages({
  title: { id: 'page.projects.title', defaultMessage: 'Projects' },
  create: { id: 'page.projects.create', defaultMessage: 'New project' },
});

/** /projects: the list recipe (toolbar, table/cards, live through the store), issue 13. */
export function ProjectsPage() {
  const intl = useIntl();
  const to = useLocalePath();
  usePageTitle(intl.formatMessage(messages.title));
  const { queryRef, filter } = useLoaderData() as ProjectsPageData;
  const data = usePreloadedQuery<ProjectsPageQueryType>(ProjectsPageQuery, queryRef);
  return (
    <Stack gap="md">
      <PageHeader title={intl.formatMessage(messages.title)}>
        <LinkButton to={to('/projects/new')} leftSection={<IconPlus size={16} aria-hidden />}>
          {intl.formatMessage(messages.create)}
        </LinkButton>
      </PageHeader>
      <ProjectFilters />
      <ProjectList query={data} filter={filter} />
    </Stack>
  );
}
