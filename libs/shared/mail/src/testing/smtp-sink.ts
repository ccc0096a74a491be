import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
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
  close(): Promise<void>;
}

/**
 * A real SMTP server on loopback for tests: accepts any recipient with the given credentials,
 * parses each message with postal-mime and keeps it. Pass `port` to come back on the same
 * address after `close()` (a mail server outage and its recovery).
 */
export async function startSmtpSink({ port = 0, user = 'folio', pass = 'secret' }: { port?: number; user?: string; pass?: string } = {}): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
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
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks)).then(
          (email) => {
            received.push({
              from: email.from?.address ?? '',
              to: session.envelope.rcptTo.map((r) => r.address),
              subject: email.subject ?? '',
              text: email.text ?? '',
              html: email.html ?? null,
            });
            for (const wake of waiters) wake();
            callback();
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
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first `http(s)://` link in a text. */
export const firstLink = (text: string): string => {
  const match = /https?:\/\/\S+/.exec(text);
  if (!match) throw new Error('no link in the message');
  return match[0];
};
