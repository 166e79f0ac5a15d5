import type { RouteObject } from 'react-router';
import { chunkRoute } from '@/modules/routing/pageRoutes';

/** /new-chat and /chat-with-ai with their loaders come in one lazy chunk. */
const pages = () => import('./chatPages');

/** The AI chat's routes (issue 18), relative to a locale's layout. */
export function chatRoutes(): RouteObject[] {
  return [
    chunkRoute('new-chat', pages, 'NewChatPage', 'newChatPageLoader'),
    chunkRoute('chat-with-ai', pages, 'ChatWithAiPage', 'chatWithAiPageLoader'),
  ];
}
