import { notifications } from '@mantine/notifications';
import { useMemo } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { projectMessages } from '@/modules/projects/projectMessages';
import { projectQuestionConnectionId } from '@/modules/questions/ProjectQuestions';
import { QuestionAskForm } from '@/modules/questions/QuestionAskForm';
import { questionMessages } from '@/modules/questions/questionMessages';
import { useFoundEntity } from '@/modules/routing/useFoundEntity';
import { usePageData } from '@/modules/routing/usePageData';
import { FormPage } from '@/modules/ui/form/FormPage';
import type { NewProjectQuestionPageData } from './newProjectQuestionPageLoader';
import { NewProjectQuestionPageQuery } from './NewProjectQuestionPageQuery';
import type { NewProjectQuestionPageQuery as NewProjectQuestionPageQueryType } from './__generated__/NewProjectQuestionPageQuery.graphql';

const messages = defineMessages({
  projectTitle: { id: 'page.newProjectQuestion.title', defaultMessage: 'New Project Question' },
  organizationTitle: { id: 'page.newOrganizationQuestion.title', defaultMessage: 'New Organization Question' },
});

/**
 * /projects/:projectId/new-project-question (scope PROJECT) and …/new-organization-question
 * (scope ORGANIZATION, to one of the project's organizations). After asking, back to the
 * project page, where the question is already in its section (inserted into the store).
 */
export function NewProjectQuestionPage({ scope }: { scope: 'PROJECT' | 'ORGANIZATION' }) {
  const intl = useIntl();
  const to = useLocalePath();
  const navigate = useNavigate();
  const { id, data } = usePageData<NewProjectQuestionPageQueryType, NewProjectQuestionPageData>(NewProjectQuestionPageQuery);
  const title = intl.formatMessage(scope === 'PROJECT' ? messages.projectTitle : messages.organizationTitle);
  const connectionIds = useMemo(() => [projectQuestionConnectionId(id, scope)], [id, scope]);
  const project = useFoundEntity(data.node?.__typename === 'Project' ? data.node : null, title, intl.formatMessage(projectMessages.notFound));
  const detail = to(`/projects/${encodeURIComponent(id)}`);
  return (
    <FormPage links={[{ label: intl.formatMessage(projectMessages.listTitle), to: to('/projects') }, { label: project.name, to: detail }]} title={title}>
      <QuestionAskForm
        scope={scope}
        projectId={id}
        organizations={project.organizations}
        connectionIds={connectionIds}
        onAsked={() => {
          notifications.show({ color: 'green', message: intl.formatMessage(questionMessages.asked) });
          void navigate(detail);
        }}
        onCancel={() => void navigate(detail)}
      />
    </FormPage>
  );
}

/** /projects/:projectId/new-project-question */
export function NewProjectScopeQuestionPage() {
  return <NewProjectQuestionPage scope="PROJECT" />;
}

/** /projects/:projectId/new-organization-question */
export function NewOrganizationQuestionPage() {
  return <NewProjectQuestionPage scope="ORGANIZATION" />;
}
