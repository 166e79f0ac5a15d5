import { defineMessages } from 'react-intl';
import type { AreaModule } from '@/modules/areas/types';

const messages = defineMessages({
  author: { id: 'demo.statusList.author', defaultMessage: 'Message author' },
  authorAi: { id: 'demo.status.author.ai', defaultMessage: 'AI' },
  authorHuman: { id: 'demo.status.author.human', defaultMessage: 'Human' },
  roomKind: { id: 'chat.room.kind', defaultMessage: 'Chat' },
  roomTrash: { id: 'chat.room.trash', defaultMessage: 'Deleted chats' },
});

export const area: AreaModule = {
  name: 'chats',
  pages: { ChatRoom: (id) => `/chat-with-ai?room=${encodeURIComponent(id)}` },
  labels: { ChatRoom: messages.roomKind },
  // Its owner deletes a chat and alone sees it in the trash (issue 35: chats are private).
  trash: { ChatRoom: messages.roomTrash },
  statuses: [
    {
      key: 'author',
      title: messages.author,
      statuses: [
        { id: 'ai', tone: 'primary', label: messages.authorAi },
        { id: 'human', tone: 'default', label: messages.authorHuman },
      ],
    },
  ],
};
