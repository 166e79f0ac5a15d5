import { Group, Paper, Text } from '@mantine/core';
import { IconFileCheck, IconFileText } from '@tabler/icons-react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { AiModelOption } from '@/modules/ai/useAiModelOptions';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { LinkButton } from '@/modules/ui/LinkButton';
import { GenerationExchange, useGeneration } from './GenerationExchange';
import { SaveGeneratedDocumentForm } from './SaveGeneratedDocumentForm';
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
              ...GenerationExchange_message @relay(mask: false)
              saved
              savedDocumentId
              savedDocument {
                id
                title
              }
            }
          }
        }
      }
    `,
    room,
  );
  const generation = useGeneration(data.id, data.messages, refresh);
  const { answer } = generation;
  // Until the documents' read model has it, the saved document is known by its id only.
  useSavedDocumentTitle(answer?.id ?? null, answer?.saved && !answer.savedDocument ? (answer.savedDocumentId ?? null) : null);
  return (
    <GenerationExchange
      {...generation}
      models={models}
      retryWithModel={retryWithModel}
      messages={messages}
      testId="generated-document"
    >
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
    </GenerationExchange>
  );
}
