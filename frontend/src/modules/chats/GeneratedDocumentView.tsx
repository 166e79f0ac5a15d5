import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFileCheck, IconFileText } from '@tabler/icons-react';
import { useCallback } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { AiModelOption } from '@/modules/ai/useAiModelOptions';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { LinkButton } from '@/modules/ui/LinkButton';
import { ChatMessageItem } from './ChatMessageItem';
import { SaveGeneratedDocumentForm } from './SaveGeneratedDocumentForm';
import { useChatRoomChangedSubscription } from './useChatRoomChangedSubscription';
import { useSavedDocumentTitle } from './useSavedDocumentTitle';
import type { GeneratedDocumentView_room$key } from './__generated__/GeneratedDocumentView_room.graphql';

const messages = defineMessages({
  prompt: { id: 'chat.generate.prompt', defaultMessage: 'What the document should be' },
  answer: { id: 'chat.generate.answer', defaultMessage: 'Draft' },
  saved: { id: 'chat.generate.saved', defaultMessage: 'This draft has been saved as a document.' },
  savedAs: defineMessage<{ title: string }>({ id: 'chat.generate.savedAs', defaultMessage: 'Saved as the document “{title}”.' }),
  open: { id: 'chat.generate.openSaved', defaultMessage: 'Open saved document' },
});

interface Props {
  room: GeneratedDocumentView_room$key;
  models: readonly AiModelOption[];
  retryWithModel: boolean;
  /** Reads the room again (after a socket reconnect). */
  refresh: () => void;
}

/**
 * A document being generated (a DOCUMENT room): the request, the answer streaming in place
 * (Stop, or Retry when it failed), and once it is complete the form that saves it as a draft.
 * A generation is short (its request and an answer or a few retries): one page of its messages,
 * counted back from the newest like a chat room's, so the latest answer is always in it.
 */
export function GeneratedDocumentView({ room, models, retryWithModel, refresh }: Props) {
  const intl = useIntl();
  const to = useLocalePath();
  const data = useFragment(
    graphql`
      fragment GeneratedDocumentView_room on ChatRoom {
        id
        title
        messages(last: 100) @connection(key: "GeneratedDocumentView_messages") {
          __id
          edges {
            node {
              id
              author
              status
              text
              createdAt
              saved
              savedDocumentId
              savedDocument {
                id
                title
              }
              ...ChatMessageItem_message
            }
          }
        }
      }
    `,
    room,
  );
  const connectionId = data.messages.__id;
  const stableRefresh = useCallback(() => refresh(), [refresh]);
  useChatRoomChangedSubscription(data.id, connectionId, stableRefresh);
  const edges = [...data.messages.edges].sort((a, b) => Date.parse(a.node.createdAt) - Date.parse(b.node.createdAt));
  const request = edges.find((edge) => edge.node.author === 'HUMAN')?.node ?? null;
  const answer = [...edges].reverse().find((edge) => edge.node.author === 'AI')?.node ?? null;
  // Until the documents' read model has it, the saved document is known by its id only.
  useSavedDocumentTitle(answer?.id ?? null, answer?.saved && !answer.savedDocument ? (answer.savedDocumentId ?? null) : null);
  return (
    <Stack gap="md" data-testid="generated-document" data-room={data.id}>
      {request && (
        <Paper withBorder radius="md" p="md">
          <Stack gap={4}>
            <Text size="xs" c="dimmed" fw={600}>
              {intl.formatMessage(messages.prompt)}
            </Text>
            <Text style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }} data-testid="generated-document-prompt">
              {request.text}
            </Text>
          </Stack>
        </Paper>
      )}
      {answer && (
        <Stack gap="xs">
          <Title order={2} size="h4">
            {intl.formatMessage(messages.answer)}
          </Title>
          <ChatMessageItem message={answer} connectionId={connectionId} models={models} retryWithModel={retryWithModel} />
        </Stack>
      )}
      {answer?.status === 'COMPLETED' &&
        (answer.saved ? (
          // Saved once: it leads to its document (live, in every tab), and is not saved twice.
          <Paper withBorder radius="md" p="md" data-testid="generated-document-saved">
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                <IconFileCheck size={20} color="var(--mantine-color-green-6)" aria-hidden />
                <Text style={{ wordBreak: 'break-word' }}>
                  {answer.savedDocument ? intl.formatMessage(messages.savedAs, { title: answer.savedDocument.title }) : intl.formatMessage(messages.saved)}
                </Text>
              </Group>
              {answer.savedDocumentId && (
                // The id is the room's own record: a tab that hears of the save links at once,
                // before the documents' read model has the document's title.
                <LinkButton to={to(`/documents/${encodeURIComponent(answer.savedDocumentId)}`)} leftSection={<IconFileText size={16} aria-hidden />} data-testid="generated-document-open">
                  {intl.formatMessage(messages.open)}
                </LinkButton>
              )}
            </Group>
          </Paper>
        ) : (
          <SaveGeneratedDocumentForm key={answer.id} messageId={answer.id} text={answer.text} initialTitle={data.title} />
        ))}
    </Stack>
  );
}
