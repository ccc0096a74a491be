import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The Message-ID header, without its angle brackets ('' without one). */
  messageId: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string | null;
}

export interface SmtpSink {
  /** `smtp://user:pass@127.0.0.1:<port>` for the SMTP adapter. */
  url: string;
  port: number;
  received: ReceivedMail[];
  /** The first message (received or still to come) that matches, or a timeout error. */
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  /**
   * From now on each message waits for `release()` before the server answers it, as a slow mail
   * server keeps its senders waiting: how many wait is `held`.
   */
  hold(): void;
  /**
   * Answers the messages waiting, and every later one at once. A message whose sender went away
   * while it waited (its process killed) is not received: the sender never heard it was accepted,
   * so it counts the message as not sent, and so does an honest mail server.
   */
  release(): Promise<void>;
  readonly held: number;
  close(): Promise<void>;
}

/**
 * A real SMTP server on loopback for tests: accepts any recipient with the given credentials,
 * parses each message with postal-mime and keeps it. Pass `port` to come back on the same
 * address after `close()` (a mail server outage and its recovery).
 */
export async function startSmtpSink({
  port = 0,
  user = 'folio',
  pass = 'secret',
}: {
  port?: number;
  user?: string;
  pass?: string;
} = {}): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let holding = false;
  const waiting: Array<() => void> = [];
  const closed = new Set<string>();
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === pass) callback(null, { user });
      else callback(new Error('Invalid username or password'));
    },
    onClose(session) {
      closed.add(session.id);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks)).then(
          (email) => {
            const accept = () => {
              if (closed.has(session.id)) return;
              received.push({
                messageId: (email.messageId ?? '').replace(/^<|>$/g, ''),
                from: email.from?.address ?? '',
                to: session.envelope.rcptTo.map((r) => r.address),
                subject: email.subject ?? '',
                text: email.text ?? '',
                html: email.html ?? null,
              });
              for (const wake of waiters) wake();
              callback();
            };
            if (holding) waiting.push(accept);
            else accept();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const bound = (server.server.address() as AddressInfo).port;

  return {
    url: `smtp://${user}:${pass}@127.0.0.1:${bound}`,
    port: bound,
    received,
    waitFor(match, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = received.find(match);
          if (!found) return false;
          waiters.delete(wake);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const wake = () => void check();
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(new Error(`no matching mail within ${timeoutMs} ms (${received.length} received)`));
        }, timeoutMs);
        waiters.add(wake);
        check();
      });
    },
    hold() {
      holding = true;
    },
    async release() {
      // A killed sender's connection closes in the kernel at once, but it takes the event loop a
      // few turns to tell: wait until no waiting sender has gone away for a moment before judging.
      for (let seen = closed.size, since = Date.now(), until = Date.now() + 1_000; Date.now() < until; ) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        if (closed.size !== seen) [seen, since] = [closed.size, Date.now()];
        else if (Date.now() - since >= 50) break;
      }
      holding = false;
      for (const accept of waiting.splice(0)) accept();
    },
    get held() {
      return waiting.length;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first `http(s)://` link in a text. */
export const firstLink = (text: string): string => {
  const match = /https?:\/\/\S+/.exec(text);
  if (!match) throw new Error('no link in the message');
  return match[0];
};
