import { Anchor, Button, Card, Group, List, Menu, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconEye, IconFileDescription, IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link, useNavigate } from 'react-router';
import { useShowError } from '@/modules/relay/showFailure';
import { ArchiveToggle } from '@/modules/ui/ArchiveToggle';
import { HistoryPanel } from '@/modules/history/HistoryPanel';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { DeleteButton } from '@/modules/trash/DeleteButton';
import { DetailField, RecordFacts } from '@/modules/ui/DetailFacts';
import { DetailColumns } from '@/modules/ui/detail/DetailColumns';
import { ArchivedBadge, DetailHeader } from '@/modules/ui/detail/DetailHeader';
import { EditButton } from '@/modules/ui/detail/EditButton';
import { TextFact } from '@/modules/ui/detail/TextFact';
import { StartWorkflowInstanceModal } from './StartWorkflowInstanceModal';
import { useArchiveWorkflowTemplate } from './useArchiveWorkflowTemplate';
import { useChangeWorkflowTemplateVisibility } from './useChangeWorkflowTemplateVisibility';
import { workflowVisibilities } from './workflowEnums';
import { WorkflowFlowDiagram } from './WorkflowFlowDiagram';
import { workflowInstancesPath, workflowTemplateEditPath, workflowTemplatesPath } from './workflowPaths';
import { WorkflowVisibilityBadge } from './WorkflowVisibilityBadge';
import { approverRoleName } from './workflowStepWords';
import type { WorkflowTemplateDetail_template$key } from './__generated__/WorkflowTemplateDetail_template.graphql';

const messages = defineMessages({
  archivedDone: { id: 'workflow.template.detail.archivedDone', defaultMessage: 'The template is archived.' },
  restoredDone: { id: 'workflow.template.detail.restoredDone', defaultMessage: 'The template is in use again.' },
  changeVisibility: { id: 'workflow.template.detail.changeVisibility', defaultMessage: 'Change visibility' },
  visibilityDone: defineMessage<{ visibility: string }>({ id: 'workflow.template.detail.visibilityDone', defaultMessage: 'The template is now {visibility}.' }),
  start: { id: 'workflow.template.detail.start', defaultMessage: 'Start an instance' },
  notStartable: { id: 'workflow.template.detail.notStartable', defaultMessage: 'Only active templates can be started.' },
  archived: { id: 'workflow.template.archived', defaultMessage: 'Archived' },
  description: { id: 'workflow.template.field.description', defaultMessage: 'Description' },
  steps: { id: 'workflow.template.field.steps', defaultMessage: 'Steps' },
  stepHeading: defineMessage<{ number: number; name: string }>({ id: 'workflow.template.detail.stepHeading', defaultMessage: '{number, number}. {name}' }),
  expected: { id: 'workflow.step.field.expectedDocuments', defaultMessage: 'Expected documents' },
  running: { id: 'workflow.template.field.running', defaultMessage: 'Running instances' },
  seeInstances: { id: 'workflow.template.detail.seeInstances', defaultMessage: 'See its instances' },
  author: { id: 'workflow.template.field.author', defaultMessage: 'Author' },
  version: { id: 'workflow.template.field.version', defaultMessage: 'Version' },
});

interface Props {
  template: WorkflowTemplateDetail_template$key;
  /** Management: edit, visibility and archive are offered (the server decides). */
  canManage: boolean;
}

/**
 * A workflow template: its steps drawn as a flow and listed with their details, visibility
 * (changed in place by Management), archive/restore, Delete to the trash with Undo (issue 35),
 * "Start an instance" (active templates), the edit form's link, and its history. Live through
 * `workflowTemplateChanged`.
 */
export function WorkflowTemplateDetail({ template, canManage }: Props) {
  const intl = useIntl();
  const showError = useShowError();
  const to = useLocalePath();
  const navigate = useNavigate();
  const data = useFragment(
    graphql`
      fragment WorkflowTemplateDetail_template on WorkflowTemplate {
        id
        name
        description
        visibility
        archived
        usable
        runningInstanceCount
        version
        createdAt
        updatedAt
        author {
          id
          name
        }
        steps {
          key
          name
          description
          approverRole {
            roleId
            name
            deleted
          }
          expectedDocuments
          dueAfterHours
        }
      }
    `,
    template,
  );
  const [starting, setStarting] = useState(false);
  const [archive, archiving] = useArchiveWorkflowTemplate();
  const [changeVisibility, changingVisibility] = useChangeWorkflowTemplateVisibility();
  const onError = showError;
  const setVisibility = (visibility: (typeof workflowVisibilities)[number]) =>
    changeVisibility({
      variables: { input: { id: data.id, visibility: visibility.value } },
      onCompleted: () => void notifications.show({ color: 'green', message: intl.formatMessage(messages.visibilityDone, { visibility: intl.formatMessage(visibility.label) }) }),
      onError,
    });
  const startable = data.usable;

  return (
    <>
      <DetailColumns
        main={
          <>
            <DetailHeader
              title={data.name}
              titleTestId="workflow-template-name"
              badges={
                <>
                  <WorkflowVisibilityBadge visibility={data.visibility} />
                  <ArchivedBadge archived={data.archived} label={intl.formatMessage(messages.archived)} testId="workflow-template-archived" />
                </>
              }
              wrapActions
              actions={
                <>
                  {startable ? (
                    <Button leftSection={<IconPlayerPlay size={16} aria-hidden />} onClick={() => setStarting(true)} data-testid="workflow-template-start">
                      {intl.formatMessage(messages.start)}
                    </Button>
                  ) : (
                    <Text size="xs" c="dimmed" maw={220}>
                      {intl.formatMessage(messages.notStartable)}
                    </Text>
                  )}
                  {canManage && !data.archived && (
                    <EditButton to={to(workflowTemplateEditPath(data.id))} variant="default" data-testid="workflow-template-edit" />
                  )}
                  {canManage && (
                    <Menu position="bottom-end" withinPortal>
                      <Menu.Target>
                        <Button variant="default" leftSection={<IconEye size={16} aria-hidden />} rightSection={<IconChevronDown size={14} aria-hidden />} loading={changingVisibility} data-testid="workflow-template-visibility-menu">
                          {intl.formatMessage(messages.changeVisibility)}
                        </Button>
                      </Menu.Target>
                      <Menu.Dropdown>
                        {workflowVisibilities.map((visibility) => (
                          <Menu.Item key={visibility.value} disabled={visibility.value === data.visibility} onClick={() => setVisibility(visibility)}>
                            {intl.formatMessage(visibility.label)}
                          </Menu.Item>
                        ))}
                      </Menu.Dropdown>
                    </Menu>
                  )}
                  {canManage && (
                    <ArchiveToggle archived={data.archived} commit={(archived, callbacks) => archive({ variables: { input: { id: data.id, archived } }, ...callbacks })} inFlight={archiving} messages={messages} data-testid="workflow-template-archive" />
                  )}
                  {/* Whoever edits a template deletes it, archived or not; its running instances keep their own steps (issue 35). */}
                  {canManage && <DeleteButton id={data.id} version={data.version} name={data.name} onDeleted={() => void navigate(to(workflowTemplatesPath))} />}
                </>
              }
            />
            <Card withBorder radius="md">
              <Stack gap="md">
                <TextFact label={intl.formatMessage(messages.description)} text={data.description} testId="workflow-template-description" />
                <DetailField label={intl.formatMessage(messages.steps)}>
                  <WorkflowFlowDiagram
                    boxes={data.steps.map((step) => ({ key: step.key, name: step.name, roleName: approverRoleName(intl, step.approverRole), dueAfterHours: step.dueAfterHours }))}
                  />
                </DetailField>
                <Stack gap="sm" data-testid="workflow-template-steps">
                  {data.steps.map((step, index) => (
                    <Stack key={step.key} gap={4} data-testid="workflow-template-step">
                      <Text fw={600} size="sm">
                        {intl.formatMessage(messages.stepHeading, { number: index + 1, name: step.name })}
                      </Text>
                      {step.description && (
                        <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                          {step.description}
                        </Text>
                      )}
                      {step.expectedDocuments.length > 0 && (
                        <Group gap={6} align="flex-start" wrap="nowrap">
                          <IconFileDescription size={16} aria-hidden />
                          <Stack gap={2}>
                            <Text size="xs" c="dimmed">
                              {intl.formatMessage(messages.expected)}
                            </Text>
                            <List size="sm" spacing={0}>
                              {step.expectedDocuments.map((document) => (
                                <List.Item key={document}>{document}</List.Item>
                              ))}
                            </List>
                          </Stack>
                        </Group>
                      )}
                    </Stack>
                  ))}
                </Stack>
              </Stack>
            </Card>
            <HistoryPanel nodeId={data.id} reloadKey={data.version} />
          </>
        }
        side={
          <>
            <DetailField label={intl.formatMessage(messages.running)}>
              <Group gap="xs">
                <Text size="sm" data-testid="workflow-template-running">
                  {intl.formatNumber(data.runningInstanceCount)}
                </Text>
                <Anchor component={Link} to={`${to(workflowInstancesPath)}?template=${encodeURIComponent(data.id)}`} size="sm">
                  {intl.formatMessage(messages.seeInstances)}
                </Anchor>
              </Group>
            </DetailField>
            <RecordFacts record={data} messages={messages} versionTestId="workflow-template-version" />
          </>
        }
      />
      {starting && <StartWorkflowInstanceModal templateId={data.id} templateName={data.name} onClose={() => setStarting(false)} />}
    </>
  );
}
