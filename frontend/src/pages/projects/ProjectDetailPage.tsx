import { defineMessages, useIntl } from 'react-intl';
import { useCanManageAgentRoles } from '@/modules/agents/useCanManageAgentRoles';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { ProjectDetail } from '@/modules/projects/ProjectDetail';
import { projectMessages } from '@/modules/projects/projectMessages';
import { useProjectChangedSubscription } from '@/modules/projects/useProjectChangedSubscription';
import { ProjectQuestions } from '@/modules/questions/ProjectQuestions';
import { usePageRefresh } from '@/modules/relay/useLiveEntity';
import { useFoundEntity } from '@/modules/routing/useFoundEntity';
import { usePageData } from '@/modules/routing/usePageData';
import { PageFrame } from '@/modules/ui/PageFrame';
import type { ProjectDetailPageData } from './projectDetailPageLoader';
import { ProjectDetailPageQuery } from './ProjectDetailPageQuery';
import type { ProjectDetailPageQuery as ProjectDetailPageQueryType } from './__generated__/ProjectDetailPageQuery.graphql';

const messages = defineMessages({
  title: { id: 'page.projectDetail.title', defaultMessage: 'Project Details' },
});

/** /projects/:projectId: details, status, the project's questions and history; live (issue 13). */
export function ProjectDetailPage() {
  const intl = useIntl();
  const to = useLocalePath();
  const { id, data } = usePageData<ProjectDetailPageQueryType, ProjectDetailPageData>(ProjectDetailPageQuery);
  useProjectChangedSubscription(id, usePageRefresh(ProjectDetailPageQuery, id));
  const name = data.node?.name ?? '';
  const project = useFoundEntity(data.node?.ProjectDetail_project, intl.formatMessage(messages.title), intl.formatMessage(projectMessages.notFound));
  // Management (the Admin role or a Management role) edits every project, as the server reads it.
  const management = useCanManageAgentRoles(data);
  return (
    <PageFrame links={[{ label: intl.formatMessage(projectMessages.listTitle), to: to('/projects') }]} here={name} title={intl.formatMessage(messages.title)}>
      <ProjectDetail project={project} viewer={{ employeeId: data.profile.employeeId, management }}>
        <ProjectQuestions query={data} projectId={id} />
      </ProjectDetail>
    </PageFrame>
  );
}
