/**
 * Real clients against the real server (issue 19, "Real clients and protocols"):
 * - graphql-http's server audits (the GraphQL-over-HTTP specification's MUST/SHOULD/MAY) on
 *   POST /graphql; `docs/conformance.md` lists the results and why each non-ok one is so;
 * - the reference graphql-transport-ws client (`graphql-ws`, over `ws`) on the same endpoint:
 *   subscribe and receive live events, a query and a mutation over the socket, unsubscribe,
 *   and a refused connection.
 * No browser: these are Node clients speaking to `staffhub serve`.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { serverAudits, type AuditResult } from 'graphql-http';
import { createClient, type Client, type FormattedExecutionResult } from 'graphql-ws';
import WebSocket from 'ws';
import { apiSignIn, baseUrl, bounded, hookTimeout, slower, unique } from './support';

const graphqlUrl = `${baseUrl}/graphql`;
const socketUrl = graphqlUrl.replace(/^http/, 'ws');

/**
 * Every audit that does not pass, and why (the same table is in docs/conformance.md). A new
 * failure fails the test; so does one of these passing, so the list and the docs stay true.
 */
const expectedNotOk: Record<string, { status: 'warn' | 'notice'; reason: string }> = {
  '5A70': { status: 'notice', reason: 'GET /graphql is the WebSocket endpoint; queries go by POST only (spec §7)' },
  D6D5: { status: 'notice', reason: 'GET /graphql is the WebSocket endpoint; queries go by POST only (spec §7)' },
  '6A70': { status: 'notice', reason: 'GET /graphql is the WebSocket endpoint; queries go by POST only (spec §7)' },
  '8764': {
    status: 'notice',
    reason: 'a JSON body without `query` is a GraphQL request error (empty document): 200 with application/json, 400 with application/graphql-response+json',
  },
  '3E3A': {
    status: 'notice',
    reason: 'a JSON body without `query` is a GraphQL request error (empty document): 200 with application/json, 400 with application/graphql-response+json',
  },
};

describe('GraphQL over HTTP: graphql-http server audits', () => {
  it('{ __typename } answers without a token, so the audits reach the executor', async () => {
    const response = await fetch(graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
      body: JSON.stringify({ query: '{ __typename }' }),
      signal: AbortSignal.timeout(15_000),
    });
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^application\/graphql-response\+json/);
    assert.deepEqual(await response.json(), { data: { __typename: 'Query' } });
  });

  it('no MUST fails, and every SHOULD or MAY that does not pass is listed with its reason', slower, async () => {
    const results: (AuditResult & { name: string })[] = [];
    for (const audit of serverAudits({ url: graphqlUrl, fetchFn: (input: RequestInfo | URL, init?: RequestInit) => fetch(input, { ...init, signal: AbortSignal.timeout(15_000) }) })) {
      results.push({ ...(await bounded(`audit ${audit.id}`, audit.fn())), name: audit.name });
    }
    assert.ok(results.length >= 60, `only ${results.length} audits ran`);
    const mustFailures = results.filter((result) => result.name.startsWith('MUST') && result.status !== 'ok');
    assert.deepEqual(
      mustFailures.map((result) => `${result.id} ${result.name}: ${result.status !== 'ok' ? result.reason : ''}`),
      [],
      'MUST audits that fail',
    );
    const notOk = Object.fromEntries(results.filter((result) => result.status !== 'ok').map((result) => [result.id, result.status]));
    const expected = Object.fromEntries(Object.entries(expectedNotOk).map(([id, entry]) => [id, entry.status]));
    const names = Object.fromEntries(results.map((result) => [result.id, result.name]));
    assert.deepEqual(
      notOk,
      expected,
      `audits not ok differ from the documented list: ${JSON.stringify(
        results.filter((result) => result.status !== 'ok' || expectedNotOk[result.id]).map((result) => ({ id: result.id, name: names[result.id], status: result.status, reason: result.status === 'ok' ? null : result.reason })),
        null,
        1,
      )}`,
    );
  });
});

interface TagChange {
  tagsChanged: { kind: string; id: string; tag: { name: string } | null };
}

/**
 * The reference client, with connection events recorded; no retries unless asked, and the
 * socket closed as soon as no operation runs unless `lazyCloseTimeout` says to keep it.
 */
function referenceClient(connectionParams: Record<string, unknown>, options: { retryAttempts?: number; lazyCloseTimeout?: number } = {}) {
  const events: string[] = [];
  const closes: { code: number; reason: string }[] = [];
  const client: Client = createClient({
    url: socketUrl,
    webSocketImpl: WebSocket,
    connectionParams,
    retryAttempts: options.retryAttempts ?? 0,
    lazyCloseTimeout: options.lazyCloseTimeout ?? 0,
    on: {
      connecting: () => events.push('connecting'),
      connected: () => events.push('connected'),
      closed: (event) => {
        const { code, reason } = event as { code: number; reason: string };
        events.push(`closed ${code}`);
        closes.push({ code, reason: String(reason) });
      },
    },
  });
  return { client, events, closes };
}

/** Runs one operation over the socket to its end: its results, or the error it ended with. */
function runOnce<T>(client: Client, query: string, variables: Record<string, unknown> = {}): Promise<FormattedExecutionResult<T, unknown>[]> {
  return bounded(
    `operation over the socket: ${query.slice(0, 50)}`,
    new Promise<FormattedExecutionResult<T, unknown>[]>((resolve, reject) => {
      const results: FormattedExecutionResult<T, unknown>[] = [];
      client.subscribe<T>({ query, variables }, { next: (value) => results.push(value), error: reject, complete: () => resolve(results) });
    }),
  );
}

/** Resolves once `check` holds (polled), or rejects naming `what`. */
async function until(what: string, check: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('graphql-transport-ws: the reference graphql-ws client', () => {
  let token: string;
  before(async () => {
    token = await apiSignIn();
  }, hookTimeout);

  it('runs a query and a mutation over the socket, each a next then a complete', async () => {
    const { client, events } = referenceClient({ accessToken: token }, { lazyCloseTimeout: 10_000 });
    try {
      const profile = await runOnce<{ profile: { name: string } }>(client, '{ profile { name } }');
      assert.equal(profile.length, 1);
      assert.equal(profile[0].errors, undefined);
      assert.ok(profile[0].data?.profile.name, 'the signed-in profile');
      const name = unique('ws tag');
      const created = await runOnce<{ createTag: { tag: { name: string; color: string } } }>(
        client,
        'mutation($input: CreateTagInput!) { createTag(input: $input) { tag { name color } } }',
        { input: { name, color: 'teal' } },
      );
      assert.deepEqual(created.map((result) => result.data), [{ createTag: { tag: { name, color: 'teal' } } }]);
      // One connection served both: acknowledged once, never retried.
      assert.equal(events.filter((event) => event === 'connected').length, 1);
    } finally {
      await client.dispose();
    }
  });

  it('receives the live events a mutation causes, stops on unsubscribe, and the idle socket closes with 1000', async () => {
    const { client, events } = referenceClient({ accessToken: token });
    const watcher = referenceClient({ accessToken: token });
    try {
      const received: TagChange[] = [];
      const errors: unknown[] = [];
      let completed = false;
      const unsubscribe = client.subscribe<TagChange>(
        { query: 'subscription { tagsChanged { kind id tag { name } } }' },
        { next: (value) => value.data && received.push(value.data), error: (error) => errors.push(error), complete: () => (completed = true) },
      );
      await until('the subscription is acknowledged', () => events.includes('connected'));
      // The server registers the subscription after the ack; give it a moment before the
      // mutation it must see.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const first = unique('live tag');
      // The mutation goes over a second socket: the event reaches the first one through the
      // journal and the change notices, not as an echo of its own request.
      await runOnce(watcher.client, 'mutation($input: CreateTagInput!) { createTag(input: $input) { tag { id } } }', { input: { name: first, color: 'grape' } });
      await until('the created tag arrives', () => received.some((change) => change.tagsChanged.tag?.name === first));
      const change = received.find((entry) => entry.tagsChanged.tag?.name === first);
      assert.equal(change?.tagsChanged.kind, 'CREATED');
      assert.ok(change?.tagsChanged.id);

      unsubscribe();
      await until('the idle socket closes', () => events.some((event) => event.startsWith('closed')));
      assert.ok(events.includes('closed 1000'), `closed normally: ${events.join(', ')}`);
      const before = received.length;
      const second = unique('after unsubscribe');
      await runOnce(watcher.client, 'mutation($input: CreateTagInput!) { createTag(input: $input) { tag { id } } }', { input: { name: second, color: 'grape' } });
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      assert.equal(received.length, before, 'nothing arrives after unsubscribing');
      assert.deepEqual(errors, []);
      // The client's own unsubscribe ends the sink too (graphql-ws calls complete).
      assert.equal(completed, true);
    } finally {
      await client.dispose();
      await watcher.client.dispose();
    }
  });

  it('an operation that does not validate ends with an error message carrying a catalogue code', async () => {
    const { client } = referenceClient({ accessToken: token });
    try {
      const failure = await runOnce(client, 'subscription { tagsChanged { noSuchField } }').then(
        () => null,
        (error: unknown) => error,
      );
      assert.ok(Array.isArray(failure), `an error message with GraphQL errors, got ${JSON.stringify(failure)}`);
      const [error] = failure as { message: string; extensions?: { code?: string } }[];
      assert.ok(error.message.length > 0);
      assert.match(error.extensions?.code ?? '', /^\d{3}\.[A-Z]\d{3}\.\d{3}$/);
    } finally {
      await client.dispose();
    }
  });

  it('a bad token is refused with close 4403 and the catalogue message, surfacing to the subscriber; told not to retry, the client makes one connection', async () => {
    const { client, events, closes } = referenceClient({ accessToken: 'not-a-valid-token' });
    try {
      const failure = await runOnce(client, '{ __typename }').then(
        () => null,
        (error: unknown) => error,
      );
      const close = failure as { code?: number; reason?: string } | null;
      assert.equal(close?.code, 4403, `the subscriber sees the close: ${JSON.stringify(failure)}`);
      assert.deepEqual(closes.map((entry) => entry.code), [4403]);
      assert.match(closes[0].reason, /session|sign in|authenticat/i);
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      assert.deepEqual(events, ['connecting', 'closed 4403']);
    } finally {
      await client.dispose();
    }
  });
});
