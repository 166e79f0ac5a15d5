/**
 * The app's reconnect policy (spec §8–§9; `modules/relay/retryPolicy.ts`,
 * `subscriptionClient.ts`) against the real server closing the subscription socket with each
 * close code. Playwright's `routeWebSocket` sits between the page and the real server:
 * - the codes the server sends (4400, 4401, 4403, 4408, 4409, 4429) are provoked for real: the
 *   route alters or injects one frame towards the server (or holds one back), and the server's
 *   close reaches the page as the server sent it;
 * - the codes the server never sends (4500, 4005, 4004, 4406, 4504) and an abnormal drop (1006)
 *   are sent to the page by the route, which also closes the server side.
 * Only the first connection is tampered with; a retry passes through untouched.
 *
 * Not retried (4500, 4005, 4400, 4004, 4401, 4406, 4409, 4429): no new connection within a bound
 * past the longest first retry. Retried (4403, 4408, 4504, a drop): a new connection after
 * 2^0 s plus 0.3–3 s of jitter, the header shows "Reconnecting" meanwhile and not after, and the
 * list re-fetches (`resync`), so a tag created while the socket was down is listed.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, WebSocketRoute } from 'playwright-core';
import { api, apiSignIn, bounded, closeBrowser, closeSession, hookTimeout, launchBrowser, newSession, slower, type Session } from './support';

let browser: Browser;
let token: string;

before(async () => {
  browser = await launchBrowser();
  token = await apiSignIn();
}, hookTimeout);

after(async () => {
  await closeBrowser(browser);
}, hookTimeout);

/** The first retry's delay (spec §9): 2^0 s plus 0.3–3 s of jitter. */
const firstRetryMinMs = 1_000 + 300;
const firstRetryMaxMs = 1_000 + 3_000;
/** Time for the page to open a socket after the route saw the close (one round of messages). */
const slackMs = 1_000;
/** How long "not retried" is watched: well past the longest first retry. */
const quietMs = firstRetryMaxMs + 2 * slackMs;

type Frame = { type: string; id?: string; payload?: Record<string, unknown> };

/**
 * How the first connection is broken. `server` cases alter what reaches the real server and let
 * its close through; `route` cases close both sides from the route once the page subscribed.
 */
interface Case {
  name: string;
  code: number;
  retried: boolean;
  /** For frames from the page on the first connection: what to send the server instead. */
  tamper?: (frame: Frame, raw: string) => string[];
  /** The route closes with `code` once the page's subscription went through. */
  routeCloses?: boolean;
}

const subscribeFirst = (raw: string, extra: string) => [raw, extra];

const cases: Case[] = [
  {
    name: 'invalid message',
    code: 4400,
    retried: false,
    tamper: (frame, raw) => (frame.type === 'subscribe' ? subscribeFirst(raw, JSON.stringify({ type: 'no-such-message-type' })) : [raw]),
  },
  {
    name: 'subscribe before the acknowledgement',
    code: 4401,
    retried: false,
    tamper: (frame, raw) =>
      frame.type === 'connection_init' ? [JSON.stringify({ id: 'early', type: 'subscribe', payload: { query: '{ __typename }' } }), raw] : [raw],
  },
  {
    name: 'forbidden connection_init (a stale token)',
    code: 4403,
    retried: true,
    tamper: (frame, raw) => (frame.type === 'connection_init' ? [JSON.stringify({ ...frame, payload: { ...frame.payload, accessToken: 'stale-token' } })] : [raw]),
  },
  {
    name: 'connection initialisation timeout',
    code: 4408,
    retried: true,
    // Held back: the server gives up waiting (STAFFHUB_WS_INIT_TIMEOUT_MS, 3 s by default).
    tamper: (frame, raw) => (frame.type === 'connection_init' ? [] : [raw]),
  },
  {
    name: 'duplicate subscriber',
    code: 4409,
    retried: false,
    tamper: (frame, raw) => (frame.type === 'subscribe' ? [raw, raw] : [raw]),
  },
  {
    name: 'too many initialisation requests',
    code: 4429,
    retried: false,
    tamper: (frame, raw) => (frame.type === 'connection_init' ? [raw, raw] : [raw]),
  },
  { name: 'internal server error', code: 4500, retried: false, routeCloses: true },
  { name: 'internal client error', code: 4005, retried: false, routeCloses: true },
  { name: 'bad response', code: 4004, retried: false, routeCloses: true },
  { name: 'subprotocol not acceptable', code: 4406, retried: false, routeCloses: true },
  { name: 'connection acknowledgement timeout', code: 4504, retried: true, routeCloses: true },
  { name: 'abnormal drop', code: 1006, retried: true, routeCloses: true },
];

interface Observed {
  /** When each connection to /graphql was opened by the page (ms since epoch). */
  opened: number[];
  /** The close the page was given on the first connection, and when. */
  closed: { code: number; at: number } | null;
}

function parse(raw: string | Buffer): { frame: Frame; raw: string } {
  const text = typeof raw === 'string' ? raw : raw.toString('utf8');
  try {
    return { frame: JSON.parse(text) as Frame, raw: text };
  } catch {
    return { frame: { type: '' }, raw: text };
  }
}

/** Puts the route between the page and the server, breaking the first connection as `test` says. */
async function route(session: Session, test: Case, observed: Observed): Promise<void> {
  await session.page.routeWebSocket(/\/graphql$/, (page: WebSocketRoute) => {
    const first = observed.opened.length === 0;
    observed.opened.push(Date.now());
    const server = page.connectToServer();
    if (!first) return; // A retry: untouched, forwarded both ways.
    const closePage = (code: number, reason: string) => {
      if (!observed.closed) observed.closed = { code, at: Date.now() };
      void page.close({ code, reason }).catch(() => undefined);
    };
    page.onMessage((message) => {
      const { frame, raw } = parse(message);
      const sent = test.tamper ? test.tamper(frame, raw) : [raw];
      for (const out of sent) server.send(out);
      if (test.routeCloses && frame.type === 'subscribe') {
        closePage(test.code, `closed by the test route (${test.name})`);
        void server.close({ code: 1000 }).catch(() => undefined);
      }
    });
    server.onClose((code, reason) => closePage(code ?? 1005, reason ?? ''));
    page.onClose((code, reason) => void server.close({ code, reason }).catch(() => undefined));
  });
}

const reconnectingBadge = (session: Session) => session.page.getByRole('status').filter({ hasText: 'Reconnecting' });

/** Runs one case in its own signed-in page on the tags list, which refetches on `resync`. */
async function run(test: Case): Promise<void> {
  const session = await newSession(browser, true, token);
  try {
    const observed: Observed = { opened: [], closed: null };
    await route(session, test, observed);
    const word = `rc${test.code}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
    const { page } = session;
    await page.goto(`/tags?q=${word}`);
    await page.getByRole('heading', { name: 'Tags', level: 1 }).waitFor();
    const closed = await bounded(
      `${test.code}: the first connection closes`,
      (async () => {
        while (!observed.closed) await new Promise((resolve) => setTimeout(resolve, 25));
        return observed.closed;
      })(),
      15_000,
    );
    assert.equal(closed.code, test.code, `${test.name}: the page was closed with ${test.code}`);
    // While the socket is down, something the list should show happens elsewhere.
    const missed = `${word} created while down`;
    await api(token, 'mutation($input: CreateTagInput!) { createTag(input: $input) { tag { id } } }', { input: { name: missed, color: 'lime' } });

    if (!test.retried) {
      // Said in the header, not left as "Reconnecting" for ever.
      await page.getByRole('status').filter({ hasText: 'Live updates stopped' }).waitFor();
      await page.waitForTimeout(Math.max(0, closed.at + quietMs - Date.now()));
      assert.equal(observed.opened.length, 1, `${test.name} (${test.code}) is not retried: connections ${observed.opened.length}`);
      assert.equal(await reconnectingBadge(session).count(), 0, `${test.name}: no "Reconnecting" after a close that is not retried`);
      return;
    }
    const refetchesBefore = session.graphqlRequests.filter((name) => name === 'TagListPaginationQuery').length;
    await reconnectingBadge(session).waitFor({ timeout: firstRetryMinMs });
    await bounded(
      `${test.code}: a new connection`,
      (async () => {
        while (observed.opened.length < 2) await new Promise((resolve) => setTimeout(resolve, 25));
      })(),
      firstRetryMaxMs + slackMs + 2_000,
    );
    const delay = observed.opened[1] - closed.at;
    assert.ok(delay >= firstRetryMinMs, `${test.name}: retried after ${delay} ms, before the first retry's least delay ${firstRetryMinMs} ms`);
    assert.ok(delay <= firstRetryMaxMs + slackMs, `${test.name}: retried after ${delay} ms, past ${firstRetryMaxMs} ms (+${slackMs} ms slack)`);
    // Connected again: the badge goes, the list re-fetches and shows what it missed.
    await reconnectingBadge(session).waitFor({ state: 'hidden' });
    await page.getByText(missed, { exact: true }).first().waitFor();
    const refetches = session.graphqlRequests.filter((name) => name === 'TagListPaginationQuery').length;
    assert.ok(refetches > refetchesBefore, `${test.name}: the list re-fetched after reconnecting (${session.graphqlRequests.join(', ')})`);
    assert.equal(observed.opened.length, 2, `${test.name}: one retry was enough`);
    assert.deepEqual(session.pageErrors, []);
  } finally {
    await closeSession(session);
  }
}

describe('the reconnect policy against the real server closing with each code', () => {
  // A few pages at a time: each case waits seconds for a retry (or for none), so they overlap.
  const batches = [cases.slice(0, 4), cases.slice(4, 8), cases.slice(8)];
  for (const batch of batches) {
    it(batch.map((test) => `${test.code} ${test.name} is ${test.retried ? 'retried' : 'not retried'}`).join('; '), slower, async () => {
      const results = await Promise.allSettled(batch.map((test) => run(test)));
      const failures = results.flatMap((result, index) => (result.status === 'rejected' ? [`${batch[index].code}: ${String(result.reason)}`] : []));
      assert.deepEqual(failures, []);
    });
  }
});

describe('an admin list after a reconnect (issue 32)', () => {
  it('the issue statuses read themselves again after the socket drops, showing a status added while it was down', slower, async () => {
    const session = await newSession(browser, true, token);
    try {
      const { page } = session;
      const connections = { opened: 0, dropped: false };
      // Retries are turned away until the status exists, so only reading the list again can
      // bring it (a retry that connected first would hear it live instead).
      let holding = true;
      await page.routeWebSocket(/\/graphql$/, (ws: WebSocketRoute) => {
        connections.opened += 1;
        if (connections.opened > 1 && holding) {
          void ws.close({ code: 1006, reason: 'held back by the test route' }).catch(() => undefined);
          return;
        }
        const server = ws.connectToServer();
        if (connections.opened > 1) return;
        ws.onMessage((message) => {
          const { frame, raw } = parse(message);
          server.send(raw);
          if (frame.type === 'subscribe' && JSON.stringify(frame.payload ?? {}).includes('issueStatusesChanged')) {
            connections.dropped = true;
            void ws.close({ code: 1006, reason: 'dropped by the test route' }).catch(() => undefined);
            void server.close({ code: 1000 }).catch(() => undefined);
          }
        });
        server.onClose((code, reason) => void ws.close({ code: code ?? 1005, reason: reason ?? '' }).catch(() => undefined));
      });
      await page.goto('/issues?view=statuses');
      await page.getByRole('heading', { name: 'Issue statuses' }).first().waitFor();
      await bounded(
        'the statuses subscription starts and the route drops it',
        (async () => {
          while (!connections.dropped) await new Promise((resolve) => setTimeout(resolve, 25));
        })(),
        15_000,
      );
      await reconnectingBadge(session).waitFor();
      const label = `Missed ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
      await api(token, 'mutation($input: CreateIssueStatusInput!) { createIssueStatus(input: $input) { issueStatus { id } } }', {
        input: { labelEn: label, labelJa: `${label} ja`, color: 'grape' },
      });
      holding = false;
      await reconnectingBadge(session).waitFor({ state: 'hidden', timeout: 30_000 });
      await page.getByText(label, { exact: true }).first().waitFor();
      assert.deepEqual(session.pageErrors, []);
    } finally {
      await closeSession(session);
    }
  });
});
