import type { RouteObject } from 'react-router';
import { signedInLoader } from '@/modules/auth/signedInLoader';

/** /new-chat and /chat-with-ai with their loaders come in one lazy chunk. */
const pages = () => import('./chatPages');

/** The AI chat's routes (issue 18), relative to a locale's layout. */
export function chatRoutes(): RouteObject[] {
  return [
    {
      path: 'new-chat',
      lazy: async () => {
        const chunk = await pages();
        return { Component: chunk.NewChatPage, loader: signedInLoader(chunk.newChatPageLoader) };
      },
    },
    {
      path: 'chat-with-ai',
      lazy: async () => {
        const chunk = await pages();
        return { Component: chunk.ChatWithAiPage, loader: signedInLoader(chunk.chatWithAiPageLoader) };
      },
    },
  ];
}
