import { createClient, type Client } from 'graphql-ws';
import { accessToken } from '@/modules/auth/accessToken';
import { currentLocale } from '@/modules/i18n/currentLocale';
import { resync } from './resync';
import { givesUp, reconnectDelayMs, shouldRetry } from './retryPolicy';
import { socketStatus } from './socketStatus';
import { graphqlPath } from './transport';

let client: Client | null = null;

function socketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}${graphqlPath}`;
}

/** The shared graphql-ws client (graphql-transport-ws protocol), created on first use. */
export function subscriptionClient(): Client {
  if (client) return client;
  client = createClient({
    url: socketUrl,
    lazy: true,
    // The page's locale: server messages and labels (deal stages) follow the app, not the browser.
    connectionParams: () => ({ accessToken: accessToken.get() ?? '', locale: currentLocale.get() }),
    retryAttempts: Number.POSITIVE_INFINITY,
    retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, reconnectDelayMs(retries))),
    shouldRetry,
    keepAlive: 0,
    connectionAckWaitTimeout: 0,
    on: {
      connected: (_socket, _payload, wasRetry) => {
        socketStatus.set('connected');
        if (wasRetry) resync.emit();
      },
      closed: (event) => {
        // 1000: the lazy client closed an unused socket; a code not retried (spec §8, or fatal
        // to graphql-ws) ends live updates until the page is reloaded (`liveUpdatesStopped`);
        // anything else is an outage being retried.
        const code = (event as { code?: number } | undefined)?.code;
        if (code === 1000) socketStatus.set('idle');
        else if (givesUp(event)) socketStatus.set('stopped');
        else socketStatus.set('reconnecting');
      },
    },
  });
  return client;
}

/** Whether the server ended live updates with a close the client does not retry (spec §8). */
export function liveUpdatesStopped(): boolean {
  return socketStatus.getSnapshot() === 'stopped';
}

/** Closes the socket (on sign-out) so the next subscription authenticates afresh. */
export function resetSubscriptionClient(): void {
  const current = client;
  client = null;
  socketStatus.set('idle');
  void current?.dispose();
}
