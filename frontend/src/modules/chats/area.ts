import type { AreaModule } from '@/modules/areas/types';

export const area: AreaModule = {
  name: 'chats',
  pages: { ChatRoom: (id) => `/chat-with-ai?room=${encodeURIComponent(id)}` },
};
