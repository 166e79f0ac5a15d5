import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

const container = document.getElementById('root');
if (!container) throw new Error('No #root element');

createRoot(container, {
  onUncaughtError: (error, info) => console.error('Uncaught error', error, info.componentStack),
}).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
