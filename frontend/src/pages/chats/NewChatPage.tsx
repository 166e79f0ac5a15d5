import { Stack } from '@mantine/core';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useComposerStart } from '@/modules/ai-pages/useComposerStart';
import { AiUnavailableNotice } from '@/modules/ai/AiUnavailableNotice';
import { useAiModelOptions } from '@/modules/ai/useAiModelOptions';
import { ChatComposer } from '@/modules/chats/ChatComposer';
import { chatRoomPath } from '@/modules/chats/chatPaths';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { usePageTitle } from '@/modules/layout/usePageTitle';
import { isAdmin } from '@/modules/members/isAdmin';
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
  const [onSend, inFlight] = useComposerStart('CHAT', (room) => void navigate(to(chatRoomPath(room))));
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
          onSend={onSend}
        />
      )}
    </Stack>
  );
}
