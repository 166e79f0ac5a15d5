import { Anchor, Avatar, Badge, Button, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArchive, IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { AiLinkButton } from '@/modules/ai/AiActionGate';
import { HistoryPanel } from '@/modules/history/HistoryPanel';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { DeletedReference } from '@/modules/trash/DeletedReference';
import { useShowError } from '@/modules/relay/showFailure';
import { ConfirmModal } from '@/modules/ui/ConfirmDialog';
import { DetailField } from '@/modules/ui/DetailFacts';
import { MemberLink } from '@/modules/ui/MemberLink';
import { formatDateTime, formatRelative, isoDateTime } from '@/modules/ui/formatDate';
import { DetailHeader } from '@/modules/ui/detail/DetailHeader';
import { useArchiveWorkflowInstance } from './useArchiveWorkflowInstance';
import { WorkflowFlowDiagram } from './WorkflowFlowDiagram';
import { WorkflowOverdueBadge } from './WorkflowOverdueBadge';
import { workflowFlowGeneratePath, workflowTemplatePath } from './workflowPaths';
import { WorkflowProgressBadge } from './WorkflowProgressBadge';
import { WorkflowStepPanel } from './WorkflowStepPanel';
import { WorkflowStepsDone } from './WorkflowStepsDone';
import { approverRoleName } from './workflowStepWords';
import type { ReassignApproverModal_query$key } from './__generated__/ReassignApproverModal_query.graphql';
import type { WorkflowInstanceDetail_instance$key } from './__generated__/WorkflowInstanceDetail_instance.graphql';

const messages = defineMessages({
  owner: { id: 'workflow.instance.field.owner', defaultMessage: 'Owner' },
  formerEmployee: { id: 'workflow.instance.noOwner', defaultMessage: 'Former employee' },
  you: { id: 'workflow.instance.you', defaultMessage: 'You' },
  template: { id: 'workflow.instance.field.template', defaultMessage: 'Template' },
  templateVersion: defineMessage<{ version: number }>({ id: 'workflow.instance.templateVersion', defaultMessage: 'version {version, number}' }),
  templateGone: { id: 'workflow.instance.templateGone', defaultMessage: 'You may no longer see this template.' },
  startedAt: { id: 'workflow.instance.field.startedAt', defaultMessage: 'Started' },
  completedAt: { id: 'workflow.instance.field.completedAt', defaultMessage: 'Completed' },
  steps: { id: 'workflow.instance.field.steps', defaultMessage: 'Steps done' },
  waitingForMe: { id: 'workflow.instance.waitingForMe', defaultMessage: 'Waiting for me' },
  flow: { id: 'workflow.instance.flow', defaultMessage: 'Flow' },
  flowHint: { id: 'workflow.instance.flowHint', defaultMessage: 'Select a step to see its documents and approval.' },
  generate: { id: 'workflow.instance.generate', defaultMessage: 'Generate steps with AI' },
  archive: { id: 'workflow.instance.archive', defaultMessage: 'Archive instance' },
  archiveTitle: { id: 'workflow.instance.archiveTitle', defaultMessage: 'Archive this workflow?' },
  archiveBody: { id: 'workflow.instance.archiveBody', defaultMessage: 'It stops where it is and leaves the list (the “Archived” progress filter still finds it). This cannot be undone.' },
  archiveConfirm: { id: 'workflow.instance.archiveConfirm', defaultMessage: 'Archive' },
  archived: { id: 'workflow.instance.archivedDone', defaultMessage: 'The workflow is archived.' },
  generations: { id: 'workflow.instance.generations', defaultMessage: 'Steps generated with AI' },
  generation: defineMessage<{ count: number; model: string; time: string }>({
    id: 'workflow.instance.generation',
    defaultMessage: '{count, plural, one {# step} other {# steps}} by {model}, {time}',
  }),
  unknownModel: { id: 'workflow.instance.unknownModel', defaultMessage: 'a model no longer offered' },
});

/**
 * An instance: its flow drawn as a diagram (the current step followed as it moves on, unless
 * another step was picked), the selected step's panel, the template and version it started
 * from, progress, owner's actions (archive, "Generate steps with AI") and its history (with the
 * reasons managers gave for reassigning an approver). Live through `workflowInstanceChanged`.
 */
export function WorkflowInstanceDetail({ instance, query }: { instance: WorkflowInstanceDetail_instance$key; query: ReassignApproverModal_query$key }) {
  const intl = useIntl();
  const showError = useShowError();
  const to = useLocalePath();
  const data = useFragment(
    graphql`
      fragment WorkflowInstanceDetail_instance on WorkflowInstance {
        id
        name
        isOwner
        waitingForMe
        progress
        overdue
        templateName
        templateVersion
        deletedTemplate {
          ...DeletedReference_reference
        }
        template {
          id
        }
        owner {
          id
          name
          avatarUrl
        }
        ...WorkflowStepsDone_instance
        startedAt
        completedAt
        updatedAt
        version
        currentStep {
          key
        }
        steps {
          key
          name
          status
          overdue
          waitingFor
          dueAt
          dueAfterHours
          generated
          approverRoleId
          approverRole {
            name
            deleted
          }
          approverStranded
          approvalDocument {
            isApprove
          }
          ...WorkflowStepPanel_step
        }
        generations {
          messageId
          prompt
          stepCount
          recordedAt
          model {
            displayName
          }
        }
      }
    `,
    instance,
  );
  const [picked, setPicked] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [archive, archiving] = useArchiveWorkflowInstance();
  const currentKey = data.currentStep?.key ?? null;
  const fallbackKey = currentKey ?? [...data.steps].reverse().find((step) => step.status === 'DONE')?.key ?? data.steps[0]?.key ?? null;
  const selectedKey = picked && data.steps.some((step) => step.key === picked) ? picked : fallbackKey;
  const selected = data.steps.find((step) => step.key === selectedKey) ?? null;
  const running = data.progress === 'IN_PROGRESS';
  // Picking the current step follows it again as it moves on; a decision pins its step.
  const select = (key: string) => setPicked(key === currentKey ? null : key);
  const onArchive = () =>
    archive({
      variables: { input: { id: data.id } },
      onCompleted: () => {
        setConfirming(false);
        notifications.show({ color: 'green', message: intl.formatMessage(messages.archived) });
      },
      onError: (error) => {
        setConfirming(false);
        showError(error);
      },
    });

  return (
    <Stack gap="lg">
      <DetailHeader
        title={data.name}
        titleTestId="workflow-instance-name"
        badges={
          <>
            <WorkflowProgressBadge progress={data.progress} size="md" />
            {data.overdue && <WorkflowOverdueBadge size="md" />}
            {data.waitingForMe && (
              <Badge color="grape" variant="light" size="md" data-testid="workflow-instance-waiting-for-me">
                {intl.formatMessage(messages.waitingForMe)}
              </Badge>
            )}
          </>
        }
        wrapActions
        actions={
          data.isOwner &&
          running && (
            <>
              <AiLinkButton to={to(workflowFlowGeneratePath(data.id))} variant="light" color="violet" leftSection={<IconSparkles size={16} aria-hidden />} data-testid="workflow-generate-link">
                {intl.formatMessage(messages.generate)}
              </AiLinkButton>
              <Button variant="light" color="gray" leftSection={<IconArchive size={16} aria-hidden />} onClick={() => setConfirming(true)} data-testid="workflow-instance-archive">
                {intl.formatMessage(messages.archive)}
              </Button>
            </>
          )
        }
      />
      <Card withBorder radius="md">
        <Group gap="xl" wrap="wrap" align="flex-start">
          <DetailField label={intl.formatMessage(messages.owner)}>
            {data.owner ? (
              <Group gap={6} wrap="nowrap">
                <Avatar src={data.owner.avatarUrl} name={data.owner.name} color="initials" size={22} radius="xl" alt="" />
                <MemberLink member={data.owner} data-testid="workflow-instance-owner" />
                {data.isOwner && (
                  <Badge size="xs" variant="light">
                    {intl.formatMessage(messages.you)}
                  </Badge>
                )}
              </Group>
            ) : (
              <Text size="sm" c="dimmed">
                {intl.formatMessage(messages.formerEmployee)}
              </Text>
            )}
          </DetailField>
          <DetailField label={intl.formatMessage(messages.template)} testId="workflow-instance-template">
            <Group gap={6} wrap="wrap">
              {data.template ? (
                <Anchor component={Link} to={to(workflowTemplatePath(data.template.id))} size="sm">
                  {data.templateName}
                </Anchor>
              ) : data.deletedTemplate ? (
                <DeletedReference reference={data.deletedTemplate} name={data.templateName} />
              ) : (
                <Text size="sm" title={intl.formatMessage(messages.templateGone)}>
                  {data.templateName}
                </Text>
              )}
              <Badge size="sm" variant="outline" tt="none" data-testid="workflow-instance-template-version">
                {intl.formatMessage(messages.templateVersion, { version: data.templateVersion })}
              </Badge>
            </Group>
          </DetailField>
          <DetailField label={intl.formatMessage(messages.steps)}>
            <WorkflowStepsDone instance={data} miw={160} />
          </DetailField>
          <DetailField label={intl.formatMessage(messages.startedAt)}>
            <Text size="sm" component="time" dateTime={isoDateTime(data.startedAt)} title={formatRelative(intl, data.startedAt)}>
              {formatDateTime(intl, data.startedAt)}
            </Text>
          </DetailField>
          {data.completedAt && (
            <DetailField label={intl.formatMessage(messages.completedAt)}>
              <Text size="sm" component="time" dateTime={isoDateTime(data.completedAt)}>
                {formatDateTime(intl, data.completedAt)}
              </Text>
            </DetailField>
          )}
        </Group>
      </Card>
      <Stack gap="xs" component="section" aria-label={intl.formatMessage(messages.flow)}>
        <Group gap="xs" justify="space-between">
          <Title order={2} size="h4">
            {intl.formatMessage(messages.flow)}
          </Title>
          <Text size="xs" c="dimmed">
            {intl.formatMessage(messages.flowHint)}
          </Text>
        </Group>
        <WorkflowFlowDiagram
          boxes={data.steps.map((step) => ({
            key: step.key,
            name: step.name,
            // A step that names a role always shows one (never "completed by the owner").
            roleName: approverRoleName(intl, step.approverRole, step.approverRoleId != null),
            stranded: running && step.status !== 'DONE' && step.approverStranded,
            status: step.status,
            waitingFor: running ? step.waitingFor : undefined,
            dueAt: step.dueAt,
            dueAfterHours: step.dueAfterHours,
            overdue: step.overdue,
            approval: step.approvalDocument ? (step.approvalDocument.isApprove ?? null) : undefined,
            generated: step.generated,
          }))}
          currentKey={currentKey}
          selectedKey={selectedKey}
          onSelect={select}
        />
      </Stack>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="lg">
            {selected && <WorkflowStepPanel key={selected.key} step={selected} instanceId={data.id} isOwner={data.isOwner} running={running} onPin={() => setPicked(selected.key)} query={query} />}
            {data.generations.length > 0 && (
              <Stack gap={4} data-testid="workflow-instance-generations">
                <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                  {intl.formatMessage(messages.generations)}
                </Text>
                {data.generations.map((generation) => (
                  <Text key={generation.messageId} size="sm" title={generation.prompt}>
                    {intl.formatMessage(messages.generation, {
                      count: generation.stepCount,
                      model: generation.model?.displayName ?? intl.formatMessage(messages.unknownModel),
                      time: formatDateTime(intl, generation.recordedAt),
                    })}
                  </Text>
                ))}
              </Stack>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <HistoryPanel nodeId={data.id} reloadKey={data.version} showReasons />
        </Grid.Col>
      </Grid>
      <ConfirmModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={intl.formatMessage(messages.archiveTitle)}
        body={intl.formatMessage(messages.archiveBody)}
        confirm={{ label: intl.formatMessage(messages.archiveConfirm), color: 'red', loading: archiving, onClick: onArchive, testId: 'workflow-instance-archive-confirm' }}
      />
    </Stack>
  );
}
