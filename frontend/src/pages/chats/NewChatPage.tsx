import { Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { AiUnavailableNotice } from '@/modules/ai/AiUnavailableNotice';
import { useAiModelOptions } from '@/modules/ai/useAiModelOptions';
import { ChatComposer } from '@/modules/chats/ChatComposer';
import { chatRoomPath } from '@/modules/chats/chatPaths';
import { chatFileUploads } from '@/modules/chats/chatUploads';
import { useStartChat } from '@/modules/chats/useStartChat';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { usePageTitle } from '@/modules/layout/usePageTitle';
import { isAdmin } from '@/modules/members/isAdmin';
import { errorMessage } from '@/modules/relay/errorMessages';
import { usePageData } from '@/modules/routing/usePageData';
import { PageHeader } from '@/modules/ui/PageHeader';
import type { NewChatPageData } from './newChatPageLoader';
import { NewChatPageQuery } from './NewChatPageQuery';
import type { NewChatPageQuery as NewChatPageQueryType } from './__generated__/NewChatPageQuery.graphql';

const messages = defineMessages({
  title: { id: 'page.newChat.title', defaultMessage: 'New Chat' },
  start: { id: 'page.newChat.start', defaultMessage: 'Start chat' },
});

/** /new-chat ('New Chat'): the first message with its model, tools, agent, documents and files; sent, it opens the room streaming. */
export function NewChatPage() {
  const intl = useIntl();
  const to = useLocalePath();
  const navigate = useNavigate();
  usePageTitle(intl.formatMessage(messages.title));
  const { agentId, data } = usePageData<NewChatPageQueryType, NewChatPageData>(NewChatPageQuery);
  const models = useAiModelOptions(data);
  const [start, inFlight] = useStartChat();
  return (
    <Stack gap="md" maw={960}>
      <PageHeader title={intl.formatMessage(messages.title)} />
      {models.length === 0 ? (
        <AiUnavailableNotice canManage={isAdmin(data.profile.roles)} />
      ) : (
        <ChatComposer
          key={agentId ?? ''}
          query={data}
          models={models}
          withAgent
          initialAgentId={agentId}
          sendLabel={intl.formatMessage(messages.start)}
          inFlight={inFlight}
          large
          onSend={(values, done) => {
            const uploads = chatFileUploads(values.files);
            start({
              variables: {
                input: {
                  message: values.message,
                  aiModelId: values.aiModelId,
                  agentId: values.agentId,
                  aiToolIds: values.aiToolIds,
                  attachedDocuments: values.documents.map((document) => document.id),
                  files: uploads.files,
                  purpose: 'CHAT',
                },
              },
              uploadables: uploads.uploadables,
              onCompleted: (response) => {
                done(true);
                void navigate(to(chatRoomPath(response.startChat.chatRoom.id)));
              },
              onError: (error) => {
                done(false);
                notifications.show({ color: 'red', message: errorMessage(intl, error) });
              },
            });
          }}
        />
      )}
    </Stack>
  );
}
