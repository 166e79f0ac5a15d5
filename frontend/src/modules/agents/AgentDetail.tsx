import { Anchor, Badge, Card, Paper, Stack, Text } from '@mantine/core';
import { IconMessageChatbot } from '@tabler/icons-react';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link, useNavigate } from 'react-router';
import { AiLinkButton } from '@/modules/ai/AiActionGate';
import { ArchiveToggle } from '@/modules/ui/ArchiveToggle';
import { HistoryPanel } from '@/modules/history/HistoryPanel';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { MarkdownView } from '@/modules/markdown/MarkdownView';
import { DeleteButton } from '@/modules/trash/DeleteButton';
import { TagFacts } from '@/modules/tags/TagBadge';
import { DetailField, DetailItems, RecordFacts } from '@/modules/ui/DetailFacts';
import { DetailColumns } from '@/modules/ui/detail/DetailColumns';
import { ArchivedBadge, DetailHeader } from '@/modules/ui/detail/DetailHeader';
import { EditButton } from '@/modules/ui/detail/EditButton';
import { TextFact } from '@/modules/ui/detail/TextFact';
import { AgentEditModal } from './AgentEditModal';
import { newChatWithAgentPath } from './agentPaths';
import { AgentDefaultModel } from './AgentDefaultModel';
import { AgentRoleBadge } from './AgentRoleBadge';
import { emotionalLevelLabel } from './emotionalLevels';
import { useArchiveAgent } from './useArchiveAgent';
import type { AgentDetail_agent$key } from './__generated__/AgentDetail_agent.graphql';
import type { AgentForm_query$key } from './__generated__/AgentForm_query.graphql';

const messages = defineMessages({
  archivedDone: { id: 'agent.detail.archivedDone', defaultMessage: 'The agent is archived.' },
  restoredDone: { id: 'agent.detail.restoredDone', defaultMessage: 'The agent is active again.' },
  chat: { id: 'agent.detail.chat', defaultMessage: 'Chat with this agent' },
  archived: { id: 'agent.archived', defaultMessage: 'Archived' },
  description: { id: 'agent.field.description', defaultMessage: 'Description' },
  instruction: { id: 'agent.field.instruction', defaultMessage: 'Instruction' },
  emotionalLevel: { id: 'agent.field.emotionalLevel', defaultMessage: 'Emotional level' },
  level: defineMessage<{ level: number; label: string }>({ id: 'agent.detail.level', defaultMessage: '{level, number} of 5 · {label}' }),
  defaultModel: { id: 'agent.field.defaultModel', defaultMessage: 'Default AI model' },
  defaultTools: { id: 'agent.field.defaultTools', defaultMessage: 'Default tools' },
  documents: { id: 'agent.field.documents', defaultMessage: 'Documents' },
  restricted: defineMessage<{ count: number }>({
    id: 'agent.detail.restricted',
    defaultMessage: '{count, plural, one {# more document you may not read} other {# more documents you may not read}}',
  }),
  tags: { id: 'agent.field.tags', defaultMessage: 'Tags' },
  none: { id: 'agent.value.none', defaultMessage: 'None' },
  author: { id: 'agent.field.author', defaultMessage: 'Author' },
  version: { id: 'agent.field.version', defaultMessage: 'Version' },
});

interface Props {
  agent: AgentDetail_agent$key;
  /** Roles, tags and models for the edit dialog. */
  query: AgentForm_query$key;
  canManageRoles: boolean;
}

/**
 * An agent: every field (the instruction rendered as markdown), its version and archived
 * badge; edit in a dialog (expectedVersion, the conflict view), archive or restore, Delete to
 * the trash with Undo (issue 35), "Chat with this agent", and its history. Live through
 * `agentChanged`.
 */
export function AgentDetail({ agent, query, canManageRoles }: Props) {
  const intl = useIntl();
  const to = useLocalePath();
  const navigate = useNavigate();
  const data = useFragment(
    graphql`
      fragment AgentDetail_agent on Agent {
        id
        name
        description
        instruction
        emotionalLevel
        archived
        version
        createdAt
        updatedAt
        role {
          ...AgentRoleBadge_role
        }
        ...AgentDefaultModel_agent
        defaultAiTools {
          id
          name
        }
        documents {
          id
          title
        }
        restrictedDocumentCount
        tags {
          id
          name
          color
        }
        author {
          id
          name
        }
        ...AgentForm_agent
      }
    `,
    agent,
  );
  const [editing, setEditing] = useState(false);
  const [archive, archiving] = useArchiveAgent();
  const level = emotionalLevelLabel(data.emotionalLevel);

  return (
    <>
      <DetailColumns
        main={
          <>
            <DetailHeader
              title={data.name}
              titleTestId="agent-name"
              badges={<ArchivedBadge archived={data.archived} label={intl.formatMessage(messages.archived)} testId="agent-archived" />}
              below={<AgentRoleBadge role={data.role} />}
              wrapActions
              actions={
                <>
                  {!data.archived && (
                    <AiLinkButton to={to(newChatWithAgentPath(data.id))} leftSection={<IconMessageChatbot size={16} aria-hidden />} data-testid="agent-chat">
                      {intl.formatMessage(messages.chat)}
                    </AiLinkButton>
                  )}
                  <EditButton variant="default" onClick={() => setEditing(true)} data-testid="agent-edit" />
                  <ArchiveToggle archived={data.archived} commit={(archived, callbacks) => archive({ variables: { input: { id: data.id, archived } }, ...callbacks })} inFlight={archiving} messages={messages} data-testid="agent-archive" />
                  {/* Whoever edits an agent (any staff member) deletes it, archived or not; chats that used it read "(deleted)" (issue 35). */}
                  <DeleteButton id={data.id} version={data.version} name={data.name} onDeleted={() => void navigate(to('/agents'))} />
                </>
              }
            />
            <Card withBorder radius="md">
              <Stack gap="md">
                <TextFact label={intl.formatMessage(messages.description)} text={data.description} testId="agent-description" />
                <DetailField label={intl.formatMessage(messages.instruction)}>
                  <Paper withBorder p="sm" radius="sm" data-testid="agent-instruction">
                    <MarkdownView source={data.instruction} />
                  </Paper>
                </DetailField>
              </Stack>
            </Card>
            <HistoryPanel nodeId={data.id} reloadKey={data.version} />
          </>
        }
        side={
          <>
            <DetailField label={intl.formatMessage(messages.emotionalLevel)}>
              <Text size="sm" data-testid="agent-emotional-level">
                {intl.formatMessage(messages.level, { level: data.emotionalLevel, label: level ? intl.formatMessage(level) : '' })}
              </Text>
            </DetailField>
            <DetailField label={intl.formatMessage(messages.defaultModel)}>
              <AgentDefaultModel agent={data} testId="agent-default-model" />
            </DetailField>
            <DetailItems label={intl.formatMessage(messages.defaultTools)} items={data.defaultAiTools} empty={intl.formatMessage(messages.none)}>
              {(tool) => (
                <Badge key={tool.id} variant="outline" tt="none">
                  {tool.name}
                </Badge>
              )}
            </DetailItems>
            <DetailField label={intl.formatMessage(messages.documents)}>
              {data.documents.length === 0 && data.restrictedDocumentCount === 0 ? (
                <Text size="sm" c="dimmed">
                  {intl.formatMessage(messages.none)}
                </Text>
              ) : (
                <Stack gap={2}>
                  {data.documents.map((document) => (
                    <Anchor key={document.id} component={Link} to={to(`/documents/${encodeURIComponent(document.id)}`)} size="sm">
                      {document.title}
                    </Anchor>
                  ))}
                  {data.restrictedDocumentCount > 0 && (
                    <Text size="xs" c="dimmed">
                      {intl.formatMessage(messages.restricted, { count: data.restrictedDocumentCount })}
                    </Text>
                  )}
                </Stack>
              )}
            </DetailField>
            <TagFacts tags={data.tags} label={intl.formatMessage(messages.tags)} empty={intl.formatMessage(messages.none)} />
            <RecordFacts record={data} messages={messages} versionTestId="agent-version" />
          </>
        }
      />
      {editing && <AgentEditModal agentId={data.id} agent={data} query={query} canManageRoles={canManageRoles} onClose={() => setEditing(false)} />}
    </>
  );
}
