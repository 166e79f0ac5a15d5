import { listUrlKeys, readKeyword } from '@/modules/ui/list/listParams';
import type { ListParamsCodec } from '@/modules/ui/list/useListParams';
import { chatRoomOrder } from './chatConnections';

export interface ChatPageParams {
  keyword: string;
  /** The open room (`?room=`), or null. */
  roomId: string | null;
}

export const chatPageCodec: ListParamsCodec<ChatPageParams> = {
  parse: (search) => ({ keyword: readKeyword(search), roomId: (search.get('room') ?? '').trim() || null }),
  write: (params) => {
    const search = new URLSearchParams();
    if (params.roomId) search.set('room', params.roomId);
    if (params.keyword) search.set(listUrlKeys.keyword, params.keyword);
    return search;
  },
  cleared: (params) => ({ ...params, keyword: '' }),
};

/** The rooms list's variables: chat rooms (not generated documents), newest message first. */
export function toChatRoomListVariables(keyword: string) {
  return { filter: keyword ? { keyword } : {}, orderBy: chatRoomOrder };
}
