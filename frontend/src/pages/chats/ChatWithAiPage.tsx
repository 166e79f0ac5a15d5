import { Grid, Group, Stack, Text } from '@mantine/core';
import { IconMessagePlus } from '@tabler/icons-react';
import { defineMessages, useIntl } from 'react-intl';
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { MissingRoom, RoomOrStart } from '@/modules/ai-pages/RoomSection';
import { AiLinkButton } from '@/modules/ai/AiActionGate';
import { useAiModelOptions, type AiModelOption } from '@/modules/ai/useAiModelOptions';
import { chatPageCodec } from '@/modules/chats/chatListParams';
import { ChatRoomList } from '@/modules/chats/ChatRoomList';
import { ChatRoomView } from '@/modules/chats/ChatRoomView';
import type { ChatComposer_query$key } from '@/modules/chats/__generated__/ChatComposer_query.graphql';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { usePageTitle } from '@/modules/layout/usePageTitle';
import { isAdmin } from '@/modules/members/isAdmin';
import { usePageData } from '@/modules/routing/usePageData';
import { TrashLink } from '@/modules/trash/TrashLink';
import { EmptyState } from '@/modules/ui/EmptyState';
import { LinkButton } from '@/modules/ui/LinkButton';
import { ListSearchInput } from '@/modules/ui/list/ListSearchInput';
import { useListParams } from '@/modules/ui/list/useListParams';
import { PageHeader } from '@/modules/ui/PageHeader';
import type { ChatWithAiPageData } from './chatWithAiPageLoader';
import { ChatRoomPaneQuery, ChatWithAiPageQuery } from './ChatWithAiPageQuery';
import type { ChatWithAiPageQuery as ChatWithAiPageQueryType } from './__generated__/ChatWithAiPageQuery.graphql';
import type { ChatWithAiPageQueryRoomQuery } from './__generated__/ChatWithAiPageQueryRoomQuery.graphql';

const messages = defineMessages({
  title: { id: 'page.chatWithAi.title', defaultMessage: 'Chat with AI' },
  newChat: { id: 'page.chatWithAi.newChat', defaultMessage: 'New chat' },
  search: { id: 'page.chatWithAi.search', defaultMessage: 'Search chats' },
  searchPlaceholder: { id: 'page.chatWithAi.searchPlaceholder', defaultMessage: 'Words in the title' },
  clearSearch: { id: 'list.search.clear', defaultMessage: 'Clear search' },
  choose: { id: 'page.chatWithAi.choose', defaultMessage: 'Choose a chat, or start a new one.' },
  loading: { id: 'page.chatWithAi.loading', defaultMessage: 'Loading the chat…' },
  notFound: { id: 'page.chatWithAi.notFound', defaultMessage: 'This chat doesn’t exist or isn’t yours.' },
  failed: { id: 'page.chatWithAi.failed', defaultMessage: 'The chat could not be opened' },
});

/** Whether `retryChatAnswer` can name another model (`RetryChatAnswerInput.aiModelId`). */
const retryWithModel = true;

interface PaneProps {
  roomRef: PreloadedQuery<ChatWithAiPageQueryRoomQuery>;
  composer: ChatComposer_query$key;
  models: readonly AiModelOption[];
  canManageModels: boolean;
}

function RoomPane({ roomRef, composer, models, canManageModels }: PaneProps) {
  const intl = useIntl();
  const data = usePreloadedQuery<ChatWithAiPageQueryRoomQuery>(ChatRoomPaneQuery, roomRef);
  const room = data.node?.ChatRoomView_room;
  if (!room) return <MissingRoom message={intl.formatMessage(messages.notFound)} testId="chat-room-missing" />;
  return <ChatRoomView key={data.node?.id} room={room} composer={composer} models={models} retryWithModel={retryWithModel} canManageModels={canManageModels} />;
}

/**
 * /chat-with-ai ('Chat with AI'): my rooms on the left (search, newest first, live, a dot on
 * rooms answering), the open room (`?room=`) on the right with its messages streaming and the
 * composer.
 */
export function ChatWithAiPage() {
  const intl = useIntl();
  const to = useLocalePath();
  usePageTitle(intl.formatMessage(messages.title));
  const { keyword, roomId, roomRef, data } = usePageData<ChatWithAiPageQueryType, ChatWithAiPageData>(ChatWithAiPageQuery);
  const models = useAiModelOptions(data);
  const canManageModels = isAdmin(data.profile.roles);
  const { params, update } = useListParams(chatPageCodec);
  return (
    <Stack gap="md">
      <PageHeader title={intl.formatMessage(messages.title)}>
        {/* My deleted chats (issue 35), beside starting a new one. */}
        <TrashLink kind="ChatRoom" />
        <AiLinkButton to={to('/new-chat')} leftSection={<IconMessagePlus size={16} aria-hidden />} data-testid="chat-new">
          {intl.formatMessage(messages.newChat)}
        </AiLinkButton>
      </PageHeader>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
          <Stack gap="sm">
            {/* A row: the search box grows sideways (its flex basis is a width). */}
            <Group wrap="nowrap">
              <ListSearchInput
                value={params.keyword}
                onSearch={(next) => update({ keyword: next }, { replace: true })}
                label={intl.formatMessage(messages.search)}
                placeholder={intl.formatMessage(messages.searchPlaceholder)}
                clearLabel={intl.formatMessage(messages.clearSearch)}
              />
            </Group>
            <ChatRoomList query={data} keyword={keyword} activeId={roomId} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
          <RoomOrStart
            roomId={roomId}
            failed={intl.formatMessage(messages.failed)}
            loading={intl.formatMessage(messages.loading)}
            errorTestId="chat-room-error"
            room={roomRef && <RoomPane roomRef={roomRef} composer={data} models={models} canManageModels={canManageModels} />}
            canAnswer={models.length > 0}
            canManage={canManageModels}
          >
            <EmptyState title={intl.formatMessage(messages.choose)}>
              <LinkButton to={to('/new-chat')} variant="light" leftSection={<IconMessagePlus size={16} aria-hidden />}>
                <Text span inherit>
                  {intl.formatMessage(messages.newChat)}
                </Text>
              </LinkButton>
            </EmptyState>
          </RoomOrStart>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
