import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for the network between the embedded payment provider and the webhook (R17): each
 * notification POSTed to it goes on to the webhook of a live API process, and is counted by its
 * id with the webhook's answer. While held, posts wait; on release, a post whose sender went away
 * meanwhile (its process killed) is dropped, as a request that never arrived: its sender never
 * heard an answer and counts it as not delivered.
 */
export interface WebhookRelay {
  /** `http://127.0.0.1:<port>`: the provider's webhook URL is this with the webhook's path. */
  readonly url: string;
  /** How many times the webhook took (2xx) each notification, by id. */
  readonly delivered: Map<string, number>;
  /** Posts dropped because their sender was gone when they were released. */
  readonly dropped: number;
  readonly held: number;
  hold(): void;
  release(): Promise<void>;
  close(): Promise<void>;
}

interface Waiting {
  req: IncomingMessage;
  res: ServerResponse;
  body: Buffer;
  /** The sender's connection closed before it was answered. */
  gone: boolean;
}

/** `target()`: the base URL of a live API process at the moment a post goes on. */
export async function startWebhookRelay(target: () => string): Promise<WebhookRelay> {
  const delivered = new Map<string, number>();
  let dropped = 0;
  let holding = false;
  const waiting: Waiting[] = [];
  const inFlight = new Set<Promise<void>>();

  async function forward(one: Waiting): Promise<void> {
    const { req, res, body } = one;
    if (one.gone) {
      dropped++;
      return;
    }
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers))
      if (typeof value === 'string' && !['host', 'connection', 'content-length'].includes(name)) headers[name] = value;
    try {
      const answer = await fetch(`${target()}${req.url}`, { method: 'POST', headers, body });
      const text = await answer.text();
      if (answer.ok) {
        const { id } = JSON.parse(body.toString()) as { id: string };
        delivered.set(id, (delivered.get(id) ?? 0) + 1);
      }
      res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'text/plain' }).end(text);
    } catch {
      res.writeHead(502).end();
    }
  }
  const go = (one: Waiting) => {
    const work = forward(one).finally(() => inFlight.delete(work));
    inFlight.add(work);
  };

  async function release(): Promise<void> {
    // A killed sender's connection closes in the kernel at once, but it takes the event loop a few
    // turns to tell: wait until no held post's sender has gone away for a moment before judging.
    const gone = () => waiting.filter((one) => one.gone).length;
    for (let seen = gone(), since = Date.now(), until = Date.now() + 1_000; Date.now() < until; ) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      if (gone() !== seen) [seen, since] = [gone(), Date.now()];
      else if (Date.now() - since >= 50) break;
    }
    holding = false;
    for (const one of waiting.splice(0)) go(one);
    await Promise.all([...inFlight]);
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const one: Waiting = { req, res, body: Buffer.concat(chunks), gone: false };
      // The earliest word that the sender is gone: its end of the connection, or the connection itself.
      const leave = () => void (one.gone ||= !res.writableEnded);
      req.socket.once('end', leave);
      res.once('close', leave);
      if (holding) waiting.push(one);
      else go(one);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    delivered,
    get dropped() {
      return dropped;
    },
    get held() {
      return waiting.length;
    },
    hold() {
      holding = true;
    },
    release,
    async close() {
      await release();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
