import { createConnection, createServer, type AddressInfo, type Server } from 'node:net';
import { describe, expect, it } from 'vitest';
import { watchDatabase } from './database-watch.js';

const url = process.env['TEST_DATABASE_URL'];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function eventually(check: () => boolean, ms = 5_000): Promise<void> {
  for (const deadline = Date.now() + ms; !check(); await sleep(20))
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms`);
}

describe('the database watch', () => {
  it('sees PGlite, in this process, always up', async () => {
    const watch = watchDatabase({ kind: 'pglite-memory' });
    expect(watch.up).toBe(true);
    await watch.stop();
  });

  it.runIf(url)('says down once the server refuses connections, and up again once it answers (R14)', async () => {
    // A port of our own in front of the server: nothing listens there at first (refused), then it forwards.
    const free = createServer();
    await new Promise<void>((resolve) => free.listen(0, '127.0.0.1', resolve));
    const { port } = free.address() as AddressInfo;
    await new Promise((resolve) => free.close(resolve));
    const target = new URL(url!);
    const through = new URL(url!);
    through.hostname = '127.0.0.1';
    through.port = String(port);
    const changes: boolean[] = [];
    const watch = watchDatabase(
      { kind: 'postgres', url: through.toString() },
      { everyMs: 50, timeoutMs: 500, onChange: (up) => changes.push(up) },
    );
    let forward: Server | undefined;
    try {
      await eventually(() => !watch.up);
      forward = createServer((client) => {
        const upstream = createConnection({ host: target.hostname, port: Number(target.port || 5432) });
        client.pipe(upstream).pipe(client);
        client.on('error', () => upstream.destroy());
        upstream.on('error', () => client.destroy());
      });
      await new Promise<void>((resolve) => forward!.listen(port, '127.0.0.1', resolve));
      await eventually(() => watch.up);
      expect(changes).toEqual([false, true]);
    } finally {
      await watch.stop();
      forward?.close();
    }
  });
});
