/** The chat page with a room open (locale-less). */
export function chatRoomPath(roomId: string): string {
  return `/chat-with-ai?room=${encodeURIComponent(roomId)}`;
}

/** A document generation opened again on /documents/generate (locale-less). */
export function generationPath(roomId: string): string {
  return `/documents/generate?room=${encodeURIComponent(roomId)}`;
}
