import { ActionIcon, Badge, Button, Checkbox, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconPaperclip, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useDocumentSearch } from '@/modules/documents/useDocumentSearch';
import { SmallSection } from '@/modules/ui/detail/SmallSection';
import { SearchSelect } from '@/modules/ui/form/SearchSelect';
import { formatDateTime, isoDateTime } from '@/modules/ui/formatDate';
import { useAttachWorkflowStepDocument } from './useAttachWorkflowStepDocument';
import { useDetachWorkflowStepDocument } from './useDetachWorkflowStepDocument';
import { WorkflowDocumentLink } from './WorkflowDocumentLink';

const messages = defineMessages({
  title: { id: 'workflow.step.documents', defaultMessage: 'Attached documents' },
  none: { id: 'workflow.step.documents.none', defaultMessage: 'No documents attached yet' },
  approval: { id: 'workflow.step.documents.approval', defaultMessage: 'Approval document' },
  supporting: { id: 'workflow.step.documents.supporting', defaultMessage: 'Supporting' },
  restricted: { id: 'workflow.step.documents.restricted', defaultMessage: 'Restricted document' },
  attachedAt: defineMessage<{ time: string }>({ id: 'workflow.step.documents.attachedAt', defaultMessage: 'Attached {time}' }),
  detach: defineMessage<{ name: string }>({ id: 'workflow.step.documents.detach', defaultMessage: 'Detach {name}' }),
  pick: { id: 'workflow.step.documents.pick', defaultMessage: 'Document to attach' },
  search: { id: 'workflow.step.documents.search', defaultMessage: 'Search documents you may read' },
  nothing: { id: 'workflow.step.documents.nothing', defaultMessage: 'No document found' },
  asApproval: { id: 'workflow.step.documents.asApproval', defaultMessage: 'As the approval document (submits it for approval)' },
  attach: { id: 'workflow.step.documents.attach', defaultMessage: 'Attach' },
});

export interface StepDocumentEntry {
  documentId: string;
  isApproval: boolean;
  attachedAt: string;
  document?: { id: string; title: string } | null;
}

interface Props {
  instanceId: string;
  stepKey: string;
  documents: readonly StepDocumentEntry[];
  /** Attach and detach are offered (the step is in progress); the server decides who may. */
  editable: boolean;
  /** "As the approval document" is offered (the step has an approver and no approval document yet). */
  approvalOpen: boolean;
  /** Shows the server's refusal (translated) in the step's panel. */
  onError: (error: Error) => void;
  onDone: () => void;
}

/**
 * A step's attached documents (the approval document marked; one the viewer may not read shows
 * as "Restricted document", never its title), detach, and attach one of the documents the
 * viewer may read (searched on the server), as supporting or as the step's approval document.
 */
export function WorkflowStepDocuments({ instanceId, stepKey, documents, editable, approvalOpen, onError, onDone }: Props) {
  const intl = useIntl();
  const search = useDocumentSearch({ browse: true });
  const [documentId, setDocumentId] = useState<string | null>(null);
  const [asApproval, setAsApproval] = useState(false);
  const [attach, attaching] = useAttachWorkflowStepDocument();
  const [detach, detaching] = useDetachWorkflowStepDocument();
  const restricted = intl.formatMessage(messages.restricted);
  const submit = () => {
    if (!documentId || attaching) return;
    attach({
      variables: { input: { instanceId, stepKey, documentId, isApproval: approvalOpen && asApproval } },
      onCompleted: () => {
        setDocumentId(null);
        setAsApproval(false);
        onDone();
      },
      onError,
    });
  };
  return (
    <SmallSection title={intl.formatMessage(messages.title)} data-testid="workflow-step-documents">
      {documents.length === 0 ? (
        <Text size="sm" c="dimmed">
          {intl.formatMessage(messages.none)}
        </Text>
      ) : (
        <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {documents.map((entry) => {
            const name = entry.document?.title ?? restricted;
            return (
              <Group key={entry.documentId} component="li" gap={6} wrap="nowrap" justify="space-between" data-testid="workflow-step-document" data-approval={entry.isApproval || undefined}>
                <Group gap={6} wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
                  <WorkflowDocumentLink document={entry.document} />
                  <Badge size="xs" variant={entry.isApproval ? 'filled' : 'outline'} color={entry.isApproval ? 'indigo' : 'gray'}>
                    {intl.formatMessage(entry.isApproval ? messages.approval : messages.supporting)}
                  </Badge>
                  <Text size="xs" c="dimmed" component="time" dateTime={isoDateTime(entry.attachedAt)} visibleFrom="sm">
                    {intl.formatMessage(messages.attachedAt, { time: formatDateTime(intl, entry.attachedAt) })}
                  </Text>
                </Group>
                {editable && (
                  <Tooltip label={intl.formatMessage(messages.detach, { name })}>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      size="sm"
                      aria-label={intl.formatMessage(messages.detach, { name })}
                      disabled={detaching}
                      onClick={() => detach({ variables: { input: { instanceId, stepKey, documentId: entry.documentId } }, onCompleted: onDone, onError })}
                    >
                      <IconX size={14} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                )}
              </Group>
            );
          })}
        </Stack>
      )}
      {editable && (
        <Stack gap={6} data-testid="workflow-step-attach">
          <Group gap={6} wrap="wrap" align="flex-end">
            <SearchSelect
              label={intl.formatMessage(messages.pick)}
              placeholder={intl.formatMessage(messages.search)}
              nothingFoundMessage={intl.formatMessage(messages.nothing)}
              clearable
              data={search.found.map((document) => ({ value: document.id, label: document.name }))}
              value={documentId}
              onChange={setDocumentId}
              {...search.props}
              style={{ flex: 1, minWidth: 220 }}
              comboboxProps={{ withinPortal: true }}
            />
            <Button leftSection={<IconPaperclip size={16} aria-hidden />} disabled={!documentId} loading={attaching} onClick={submit} data-testid="workflow-step-attach-button">
              {intl.formatMessage(messages.attach)}
            </Button>
          </Group>
          {approvalOpen && <Checkbox label={intl.formatMessage(messages.asApproval)} checked={asApproval} onChange={(event) => setAsApproval(event.currentTarget.checked)} data-testid="workflow-step-as-approval" />}
        </Stack>
      )}
    </SmallSection>
  );
}
