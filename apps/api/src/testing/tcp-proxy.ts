import { createConnection, createServer, type AddressInfo, type Socket } from 'node:net';

/**
 * A TCP proxy on loopback between a server process and a service it depends on (PostgreSQL), so a
 * test can take the service away without touching it: other people's tests share the machine's
 * database server, which must never be stopped.
 */
export interface TcpProxy {
  /** Where clients connect: the proxy's own port on 127.0.0.1 (the same after `restore()`). */
  readonly port: number;
  /** Connections open through the proxy now. */
  readonly open: number;
  /**
   * The service goes away: every open connection is destroyed (both ends, as when a database
   * server dies: PostgreSQL rolls back what those sessions had not committed) and new connections
   * are refused until `restore()`.
   */
  cut(): Promise<void>;
  /** The service is back: new connections are accepted again, on the same port. */
  restore(): Promise<void>;
  /** Cuts and stops for good. */
  close(): Promise<void>;
}

/** `url` (a postgres:// URL, say) with its host and port replaced by the proxy's. */
export function throughProxy(url: string, proxy: Pick<TcpProxy, 'port'>): string {
  const next = new URL(url);
  next.hostname = '127.0.0.1';
  next.port = String(proxy.port);
  return next.toString();
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const pairs = new Set<[Socket, Socket]>();
  const server = createServer((client) => {
    const upstream = createConnection(target);
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    const drop = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(0);
  const port = (server.address() as AddressInfo).port;
  let listening = true;

  async function cut() {
    if (listening) {
      listening = false;
      // Not waiting for close's callback: it fires only once every connection is gone, below.
      server.close();
    }
    for (const [client, upstream] of pairs) {
      client.destroy();
      upstream.destroy();
    }
    pairs.clear();
  }

  return {
    port,
    get open() {
      return pairs.size;
    },
    cut,
    async restore() {
      if (listening) return;
      await listen(port);
      listening = true;
    },
    close: cut,
  };
}
