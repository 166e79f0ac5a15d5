import type { PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import { chatPageCodec, toChatRoomListVariables } from '@/modules/chats/chatListParams';
import { preload } from '@/modules/relay/preload';
import { ChatRoomPaneQuery, ChatWithAiPageQuery } from './ChatWithAiPageQuery';
import type { ChatWithAiPageQuery as Query } from './__generated__/ChatWithAiPageQuery.graphql';
import type { ChatWithAiPageQueryRoomQuery as RoomQuery } from './__generated__/ChatWithAiPageQueryRoomQuery.graphql';

export interface ChatWithAiPageData {
  keyword: string;
  roomId: string | null;
  queryRef: PreloadedQuery<Query>;
  /** The open room's query, started beside the list's (null when none is open). */
  roomRef: PreloadedQuery<RoomQuery> | null;
}

/** /chat-with-ai: the rooms list (`q`) and the open room (`room`) come from the URL. */
export function chatWithAiPageLoader({ request }: LoaderFunctionArgs): ChatWithAiPageData {
  const { keyword, roomId } = chatPageCodec.parse(new URL(request.url).searchParams);
  return {
    keyword,
    roomId,
    queryRef: preload<Query>(ChatWithAiPageQuery, toChatRoomListVariables(keyword), 'chatWithAiPage'),
    roomRef: roomId ? preload<RoomQuery>(ChatRoomPaneQuery, { id: roomId }, 'chatWithAiRoom') : null,
  };
}
