import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { fetchQuery, useRelayEnvironment } from 'react-relay';
import type { GraphQLTaggedNode, OperationType, Subscription } from 'relay-runtime';
import { errorMessage } from '@/modules/relay/errorMessages';

interface Options {
  /** How long the variables must stay unchanged before the query is read (typing, ticking boxes). */
  delayMs: number;
  /** Read the first time at once (a page that opens with something to show), then debounced. */
  firstAtOnce?: boolean;
}

export interface DebouncedFetch<Response> {
  /** The last answer (kept while the next is read, and after a failure). */
  data: Response | null;
  /** The last read's failure, in the catalogue's words; cleared by the next answer. */
  error: string | null;
  loading: boolean;
}

/**
 * A preview read from the server as its inputs change (issue 32: the batch's recipients, an
 * email's rendering): the query runs once `variables` have stayed the same for `delayMs`
 * (compared by value), always from the network; a newer change cancels the read in flight.
 * `null` variables mean there is nothing to read: no answer, no failure, not loading.
 */
export function useDebouncedFetch<Op extends OperationType>(query: GraphQLTaggedNode, variables: Op['variables'] | null, { delayMs, firstAtOnce = false }: Options): DebouncedFetch<Op['response']> {
  const intl = useIntl();
  const environment = useRelayEnvironment();
  const [state, setState] = useState<DebouncedFetch<Op['response']>>({ data: null, error: null, loading: false });
  const first = useRef(firstAtOnce);
  const key = variables === null ? null : JSON.stringify(variables);

  useEffect(() => {
    if (key === null) {
      setState({ data: null, error: null, loading: false });
      return undefined;
    }
    let request: Subscription | null = null;
    setState((current) => ({ ...current, loading: true }));
    const delay = first.current ? 0 : delayMs;
    first.current = false;
    const timer = window.setTimeout(() => {
      request = fetchQuery<Op>(environment, query, JSON.parse(key) as Op['variables'], { fetchPolicy: 'network-only' }).subscribe({
        next: (data) => setState({ data, error: null, loading: false }),
        error: (failure: unknown) => setState((current) => ({ ...current, error: errorMessage(intl, failure), loading: false })),
      });
    }, delay);
    return () => {
      window.clearTimeout(timer);
      request?.unsubscribe();
    };
  }, [environment, intl, query, key, delayMs]);

  return state;
}
