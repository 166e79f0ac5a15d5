import { defineMessages, useIntl } from 'react-intl';
import { usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import { HttpError } from '@/modules/errors/HttpError';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { usePageTitle } from '@/modules/layout/usePageTitle';
import { ProjectDetail } from '@/modules/projects/ProjectDetail';
import { useProjectChangedSubscription } from '@/modules/projects/useProjectChangedSubscription';
import { ProjectQuestions } from '@/modules/questions/ProjectQuestions';
import { usePageRefresh } from '@/modules/relay/useLiveEntity';
import { PageFrame } from '@/modules/ui/PageFrame';
import type { ProjectDetailPageData } from './projectDetailPageLoader';
import { ProjectDetailPageQuery } from './ProjectDetailPageQuery';
import type { ProjectDetailPageQuery as ProjectDetailPageQueryType } from './__generated__/ProjectDetailPageQuery.graphql';

const messages = defineMessages({
  title: { id: 'page.projectDetail.title', defaultMessage: 'Project Details' },
  projects: { id: 'page.projects.title', defaultMessage: 'Projects' },
  notFound: { id: 'page.projectDetail.notFound', defaultMessage: 'Project not found' },
});

/** /projects/:projectId: details, status, the project's questions and history; live (issue 13). */
export function ProjectDetailPage() {
  const intl = useIntl();
  const to = useLocalePath();
  const { id, queryRef } = useLoaderData() as ProjectDetailPageData;
  const data = usePreloadedQuery<ProjectDetailPageQueryType>(ProjectDetailPageQuery, queryRef);
  useProjectChangedSubscription(id, usePageRefresh(ProjectDetailPageQuery, id));
  const project = data.node?.ProjectDetail_project ?? null;
  const name = data.node?.name ?? '';
  usePageTitle(project ? intl.formatMessage(messages.title) : intl.formatMessage(messages.notFound));
  if (!project) throw new HttpError(404, intl.formatMessage(messages.notFound));
  return (
    <PageFrame links={[{ label: intl.formatMessage(messages.projects), to: to('/projects') }]} here={name} title={intl.formatMessage(messages.title)}>
      <ProjectDetail project={project}>
        <ProjectQuestions query={data} projectId={id} />
      </ProjectDetail>
    </PageFrame>
  );
}
