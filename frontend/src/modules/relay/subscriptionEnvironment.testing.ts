import { Environment, Network, Observable, RecordSource, Store, type GraphQLResponse } from 'relay-runtime';

/**
 * A Relay environment whose queries never answer and whose one subscription's messages the
 * test sends itself (`send`), for testing a subscription's updater on a real store.
 */
export function subscriptionEnvironment() {
  let sink: { next: (value: GraphQLResponse) => void } | null = null;
  const environment = new Environment({
    network: Network.create(
      () => Observable.create<GraphQLResponse>(() => undefined),
      () =>
        Observable.create<GraphQLResponse>((next) => {
          sink = next;
        }),
    ),
    store: new Store(new RecordSource()),
  });
  const send = (response: GraphQLResponse) => sink?.next(response);
  return { environment, send };
}
