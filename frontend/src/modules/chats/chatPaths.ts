/** The chat page with a room open (locale-less). */
export function chatRoomPath(roomId: string): string {
  return `/chat-with-ai?room=${encodeURIComponent(roomId)}`;
}
