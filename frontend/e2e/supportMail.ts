import assert from 'node:assert/strict';
import { actionTimeoutMs, bounded } from './support';

// The mail the server sent, read where a relay took it (issue 35 §6: a browser test reads the
// message from the loopback SMTP listener and follows its link). `cargo xtask e2e` starts a
// loopback SMTP listener per shard (tests/src/bin/loopback-smtp.rs), points the server's
// STAFFHUB_SMTP_URL at it and names its HTTP side in STAFFHUB_MAIL_URL; every test that reads a
// mail (password resets, email jobs, notifications) reads it here, as its recipient would.

/** One message as the listener took it: the SMTP envelope and the message as sent. */
interface Received {
  from: string;
  recipients: string[];
  data: string;
  receivedAt: number;
}

const mailUrl = (): string => {
  const url = process.env.STAFFHUB_MAIL_URL;
  assert.ok(url, 'STAFFHUB_MAIL_URL names the loopback SMTP listener (cargo xtask e2e sets it)');
  return url.replace(/\/+$/, '');
};

/** The message with quoted-printable undone (lettre writes text parts that way). */
export function decoded(raw: string): string {
  const unfolded = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < unfolded.length; i++) {
    const hex = /^=([0-9A-F]{2})/.exec(unfolded.slice(i, i + 3));
    if (hex?.[1]) {
      bytes.push(parseInt(hex[1], 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(unfolded[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Every message the listener took for `email` (an envelope recipient) since `since` (ms), decoded, oldest first. */
export async function mailsTo(email: string, since: number): Promise<string[]> {
  const response = await bounded('the loopback SMTP listener', fetch(`${mailUrl()}/messages`));
  assert.equal(response.status, 200, `GET ${mailUrl()}/messages`);
  const received = (await response.json()) as Received[];
  const address = email.toLowerCase();
  return received.filter((mail) => mail.receivedAt >= since && mail.recipients.includes(address)).map((mail) => decoded(mail.data));
}

/** Waits for a message to `email`, taken since `since`, that `matches`; `what` names it in the error. */
export async function mailTo(email: string, since: number, what: string, matches: (text: string) => boolean): Promise<string> {
  const deadline = Date.now() + actionTimeoutMs;
  while (Date.now() < deadline) {
    const mail = (await mailsTo(email, since)).find(matches);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no ${what} to ${email} arrived in ${actionTimeoutMs} ms`);
}
