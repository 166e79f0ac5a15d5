import { Alert, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { defineMessages, useIntl } from 'react-intl';
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useNavigate } from 'react-router';
import { MissingRoom, RoomOrStart } from '@/modules/ai-pages/RoomSection';
import { StartOverButton } from '@/modules/ai-pages/StartOverButton';
import { useRoomRefresh } from '@/modules/ai-pages/useRoomRefresh';
import type { AiModelOption } from '@/modules/ai/useAiModelOptions';
import { useAiModelPicker } from '@/modules/ai/useAiModelSearch';
import { HttpError } from '@/modules/errors/HttpError';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { usePageTitle } from '@/modules/layout/usePageTitle';
import { isAdmin } from '@/modules/members/isAdmin';
import { usePageData } from '@/modules/routing/usePageData';
import { PageCrumbs } from '@/modules/ui/PageCrumbs';
import { PageHeader } from '@/modules/ui/PageHeader';
import { useWorkflowRoleOptions, type WorkflowRoleOption } from '@/modules/workflows/useWorkflowRoleOptions';
import { WorkflowFlowGenerateForm } from '@/modules/workflows/WorkflowFlowGenerateForm';
import { WorkflowFlowGeneration } from '@/modules/workflows/WorkflowFlowGeneration';
import { workflowFlowGeneratePath, workflowInstancePath, workflowInstancesPath } from '@/modules/workflows/workflowPaths';
import type { WorkflowFlowGeneratePageData } from './workflowFlowGeneratePageLoader';
import { WorkflowFlowGeneratePageQuery, WorkflowFlowGenerateRoomQuery } from './WorkflowFlowGeneratePageQuery';
import type { WorkflowFlowGeneratePageQuery as WorkflowFlowGeneratePageQueryType } from './__generated__/WorkflowFlowGeneratePageQuery.graphql';
import type { WorkflowFlowGeneratePageQueryRoomQuery } from './__generated__/WorkflowFlowGeneratePageQueryRoomQuery.graphql';

const messages = defineMessages({
  title: { id: 'page.workflowFlowGenerate.title', defaultMessage: 'Generate Steps with AI' },
  instances: { id: 'page.workflowInstances.title', defaultMessage: 'Workflows' },
  notFound: { id: 'page.workflowInstanceDetail.notFound', defaultMessage: 'Workflow not found' },
  intro: {
    id: 'page.workflowFlowGenerate.intro',
    defaultMessage: 'Describe the work in your own words and choose a model. The AI proposes the steps, with approver roles, expected documents and due times; you edit them before accepting. Accepted steps replace the steps that have not started.',
  },
  notOwner: { id: 'page.workflowFlowGenerate.notOwner', defaultMessage: 'Only the workflow’s owner generates its steps.' },
  notRunning: { id: 'page.workflowFlowGenerate.notRunning', defaultMessage: 'This workflow is no longer in progress: its steps cannot change.' },
  another: { id: 'page.workflowFlowGenerate.another', defaultMessage: 'Describe it again' },
  roomNotFound: { id: 'page.workflowFlowGenerate.roomNotFound', defaultMessage: 'This generation doesn’t exist or isn’t yours.' },
  failed: { id: 'page.workflowFlowGenerate.failed', defaultMessage: 'The generation could not be opened' },
});

interface RoomProps {
  instanceId: string;
  roomId: string;
  roomRef: PreloadedQuery<WorkflowFlowGeneratePageQueryRoomQuery>;
  models: readonly AiModelOption[];
  roles: readonly WorkflowRoleOption[];
  notStartedCount: number;
}

function RoomPane({ instanceId, roomId, roomRef, models, roles, notStartedCount }: RoomProps) {
  const intl = useIntl();
  const data = usePreloadedQuery<WorkflowFlowGeneratePageQueryRoomQuery>(WorkflowFlowGenerateRoomQuery, roomRef);
  const refresh = useRoomRefresh(WorkflowFlowGenerateRoomQuery, { roomId });
  const room = data.node?.WorkflowFlowGeneration_room;
  if (!room) return <MissingRoom message={intl.formatMessage(messages.roomNotFound)} />;
  return <WorkflowFlowGeneration room={room} instanceId={instanceId} models={models} roles={roles} notStartedCount={notStartedCount} refresh={refresh} />;
}

/**
 * /workflow-instances/:instanceId/flow-generate ('Generate Steps with AI', the owner): the work
 * described and a model → `startChat(purpose: WORKFLOW)`; the answer streams in place (`?room=`
 * keeps it across reloads); then the proposed steps, editable, "Accept steps" and back to the
 * instance. Without a usable model the page says so, like the other AI pages.
 */
export function WorkflowFlowGeneratePage() {
  const intl = useIntl();
  const to = useLocalePath();
  const navigate = useNavigate();
  usePageTitle(intl.formatMessage(messages.title));
  const { roomId, roomRef, data } = usePageData<WorkflowFlowGeneratePageQueryType, WorkflowFlowGeneratePageData>(WorkflowFlowGeneratePageQuery);
  const { models, search: modelSearch } = useAiModelPicker(data);
  const roles = useWorkflowRoleOptions(data);
  const instance = data.node?.__typename === 'WorkflowInstance' ? data.node : null;
  if (!instance) throw new HttpError(404, intl.formatMessage(messages.notFound));
  const notStartedCount = instance.steps.filter((step) => step.status === 'NOT_STARTED').length;
  const here = to(workflowFlowGeneratePath(instance.id));
  return (
    <Stack gap="md" maw={1100}>
      <PageCrumbs
        links={[
          { label: intl.formatMessage(messages.instances), to: to(workflowInstancesPath) },
          { label: instance.name, to: to(workflowInstancePath(instance.id)) },
        ]}
        here={intl.formatMessage(messages.title)}
      />
      <PageHeader title={intl.formatMessage(messages.title)}>{roomId && <StartOverButton label={intl.formatMessage(messages.another)} to={here} />}</PageHeader>
      {!instance.isOwner ? (
        <Alert color="orange" icon={<IconAlertCircle size={18} aria-hidden />} data-testid="workflow-generate-not-owner">
          {intl.formatMessage(messages.notOwner)}
        </Alert>
      ) : instance.progress !== 'IN_PROGRESS' ? (
        <Alert color="gray" icon={<IconAlertCircle size={18} aria-hidden />} data-testid="workflow-generate-not-running">
          {intl.formatMessage(messages.notRunning)}
        </Alert>
      ) : (
        <RoomOrStart
          roomId={roomId}
          failed={intl.formatMessage(messages.failed)}
          room={roomId && roomRef && <RoomPane instanceId={instance.id} roomId={roomId} roomRef={roomRef} models={models} roles={roles} notStartedCount={notStartedCount} />}
          canAnswer={models.length > 0}
          canManage={isAdmin(data.profile.roles)}
          intro={intl.formatMessage(messages.intro)}
        >
          <WorkflowFlowGenerateForm models={models} modelSearch={modelSearch} onStarted={(room) => void navigate(`${here}?room=${encodeURIComponent(room)}`)} />
        </RoomOrStart>
      )}
    </Stack>
  );
}
