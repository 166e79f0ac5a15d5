import {
  Environment,
  Network,
  Observable,
  RecordSource,
  Store,
  type FetchFunction,
  type GraphQLResponse,
  type SubscribeFunction,
} from 'relay-runtime';
import { ClientError } from './ClientError';
import { getDataID } from './dataId';
import { clientCodes } from './clientCodes';
import type { ProgressListener } from './progress';
import { liveUpdatesStopped, subscriptionClient } from './subscriptionClient';
import { sendGraphQL } from './transport';
import { writeOrder } from './writeOrder';

const fetchFn: FetchFunction = (request, variables, cacheConfig, uploadables) =>
  Observable.create<GraphQLResponse>((sink) => {
    const onProgress = cacheConfig.metadata?.onProgress as ProgressListener | undefined;
    let transfer: ReturnType<typeof sendGraphQL> | null = null;
    let cancelled = false;
    const send = () => {
      if (cancelled) return;
      transfer = sendGraphQL({
        query: request.text ?? '',
        operationName: request.name,
        variables,
        uploadables: (uploadables as Record<string, Blob> | null | undefined) ?? null,
        onProgress,
      });
      transfer.promise.then(
        (payload) => {
          sink.next(payload as GraphQLResponse);
          sink.complete();
        },
        (error: unknown) => sink.error(error instanceof Error ? error : new ClientError(clientCodes.unknown, '')),
      );
      if (request.operationKind === 'mutation' && !uploadables) writeOrder.writing(transfer.promise);
    };
    // A query waits for this tab's writes already on their way (writeOrder.ts).
    if (request.operationKind === 'query') void writeOrder.beforeRead().then(send);
    else send();
    return () => {
      cancelled = true;
      transfer?.abort();
    };
  });

const subscribeFn: SubscribeFunction = (request, variables) =>
  Observable.create<GraphQLResponse>((sink) => {
    // After a close the client does not retry (spec §8) live updates stay off until the page is
    // reloaded, as the header says: a screen subscribing later must not open a socket again
    // behind the "Live updates stopped" badge.
    if (liveUpdatesStopped()) return () => undefined;
    const dispose = subscriptionClient().subscribe<Record<string, unknown>>(
      { query: request.text ?? '', operationName: request.name, variables },
      {
        next: (value) => sink.next(value as GraphQLResponse),
        error: (error: unknown) => {
          if (Array.isArray(error)) {
            const first = error[0] as { message?: string; extensions?: { code?: string } } | undefined;
            sink.error(new ClientError(first?.extensions?.code ?? clientCodes.unknown, first?.message ?? ''));
          } else if (error instanceof Error) {
            sink.error(error);
          } else {
            sink.error(new ClientError(clientCodes.network, ''));
          }
        },
        complete: () => sink.complete(),
      },
    );
    return dispose;
  });

/** The app's one Relay environment; sign-out reloads the page, so no data outlives a session. */
export const environment = new Environment({
  getDataID,
  network: Network.create(fetchFn, subscribeFn),
  store: new Store(new RecordSource()),
});
