import type { ReactElement } from 'react';
import { RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay';
import { createOperationDescriptor, Environment, Network, Observable, RecordSource, Store, type ConcreteRequest, type GraphQLResponse, type OperationType } from 'relay-runtime';
import { renderWithProviders } from './renderWithProviders';

/**
 * Renders what `render` draws from a query's answer, put in a Relay store beforehand (the
 * network never answers): a component's test over a given page of data. Returns the render and
 * the environment, to put more in its store.
 */
export function renderStoredQuery<Query extends OperationType>(
  query: ConcreteRequest,
  variables: Query['variables'],
  response: unknown,
  render: (data: Query['response']) => ReactElement,
) {
  const environment = new Environment({
    network: Network.create(() => Observable.create<GraphQLResponse>(() => undefined)),
    store: new Store(new RecordSource()),
  });
  environment.commitPayload(createOperationDescriptor(query, variables), response as Record<string, unknown>);
  function Stored() {
    return render(useLazyLoadQuery<Query>(query, variables, { fetchPolicy: 'store-only' }));
  }
  const rendered = renderWithProviders(
    <RelayEnvironmentProvider environment={environment}>
      <Stored />
    </RelayEnvironmentProvider>,
  );
  return { ...rendered, environment };
}
