import { Observable, type Variables } from 'relay-runtime';

/** Every search a picker's test server was asked, by its variables (cleared by `resetSearchServer`). */
export const searchCalls: Variables[] = [];

export function resetSearchServer(): void {
  searchCalls.length = 0;
}

/**
 * A `fetchQuery` stand-in for a picker's tests (mock `react-relay` with it, imported inside the mock's
 * factory): it answers each search with at most 20 of `records` under `connection`, those whose name
 * has the keyword (or that `matches` it), and keeps the variables in `searchCalls`.
 */
export function answerSearch<R extends { readonly name: string }>(connection: string, records: readonly R[], matches = (record: R, keyword: string) => record.name.toLowerCase().includes(keyword)) {
  return (_environment: unknown, _query: unknown, variables: Variables) => {
    searchCalls.push(variables);
    const keyword = String(variables.keyword).toLowerCase();
    const found = records.filter((record) => matches(record, keyword)).slice(0, 20);
    return Observable.from({ [connection]: { edges: found.map((node) => ({ node })) } });
  };
}
