import { ConnectionHandler, ROOT_ID } from 'relay-runtime';

/** The rooms list's connection key and order (newest message first). */
export const chatRoomListKey = 'ChatRoomList_chatRooms';
export const chatRoomOrder = { field: 'LAST_MESSAGE_AT', direction: 'DESC' } as const;

/** The rooms list as the store keys it for a keyword ('' for all), whether or not it is on screen. */
export function chatRoomListId(keyword = ''): string {
  return ConnectionHandler.getConnectionID(ROOT_ID, chatRoomListKey, { filter: keyword ? { keyword } : {}, orderBy: chatRoomOrder });
}

/** A room's messages connection key. */
export const chatMessagesKey = 'ChatRoomView_messages';

/** A room's messages as the store keys them. */
export function chatMessagesId(roomId: string): string {
  return ConnectionHandler.getConnectionID(roomId, chatMessagesKey);
}
