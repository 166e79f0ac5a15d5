/** The AI chat's pages and loaders: one lazy chunk. */
export { NewChatPage } from './NewChatPage';
export { newChatPageLoader } from './newChatPageLoader';
export { ChatWithAiPage } from './ChatWithAiPage';
export { chatWithAiPageLoader } from './chatWithAiPageLoader';
