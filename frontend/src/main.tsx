import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { splitLocalePath } from '@/modules/i18n/localePath';
import { preloadMessages } from '@/modules/i18n/messagesFor';

// The catalogue is a chunk of its own: fetched now, beside the app's code, not after it.
preloadMessages(splitLocalePath(window.location.pathname).locale);

const container = document.getElementById('root');
if (!container) throw new Error('No #root element');

createRoot(container, {
  onUncaughtError: (error, info) => console.error('Uncaught error', error, info.componentStack),
}).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
