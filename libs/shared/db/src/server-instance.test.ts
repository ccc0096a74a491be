import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openServerInstance } from './server-instance.js';

const url = process.env['TEST_DATABASE_URL'];

async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('not within the time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('a server instance on PGlite', () => {
  it('is the only live one: every other id was left by a process that is gone', async () => {
    const mine = await openServerInstance({ kind: 'pglite-memory' });
    const other = await openServerInstance({ kind: 'pglite-memory' });
    expect(mine.id).not.toBe(other.id);
    expect(await mine.isLive(mine.id)).toBe(true);
    expect(await mine.isLive(other.id)).toBe(false);
    await mine.close();
  });
});

describe.runIf(url)('a server instance on PostgreSQL', () => {
  it('is live while its process holds its lock, and known dead once the process is killed', async () => {
    const loader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
    const module = pathToFileURL(new URL('./server-instance.ts', import.meta.url).pathname).href;
    const script = `
      const { openServerInstance } = await import(${JSON.stringify(module)});
      const instance = await openServerInstance({ kind: 'postgres', url: ${JSON.stringify(url)} });
      console.log(instance.id);
      setInterval(() => undefined, 1000);`;
    const child = spawn(process.execPath, ['--import', loader, '--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    const childId = await new Promise<string>((resolve) =>
      child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim())),
    );
    const mine = await openServerInstance({ kind: 'postgres', url: url! });
    try {
      expect(childId).toMatch(/^pg\.\d+\.[0-9a-f]{8}$/);
      expect(await mine.isLive(mine.id)).toBe(true);
      expect(await mine.isLive(childId)).toBe(true);
      // Asked twice: a check never takes the lock for longer than its own statement.
      expect(await mine.isLive(childId)).toBe(true);
      child.kill('SIGKILL');
      await exited;
      await eventually(async () => !(await mine.isLive(childId)));
      // An id it cannot judge is left to the caller's time-out.
      expect(await mine.isLive('an-id-of-another-kind')).toBe(true);
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await mine.close();
    }
  }, 30_000);

  it('takes its lock again after its connection was cut, and lets go of it when closed', async () => {
    const first = await openServerInstance({ kind: 'postgres', url: url! });
    const second = await openServerInstance({ kind: 'postgres', url: url! });
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const key = Number(first.id.split('.')[1]);
      const holder = async () =>
        (
          await admin.query<{ pid: number }>(
            `select pid from pg_locks where locktype = 'advisory' and classid = hashtext('folio.server-instance')::oid and objid = $1::int::oid and granted`,
            [key],
          )
        ).rows[0]?.pid ?? null;
      const before = await holder();
      expect(before).not.toBeNull();
      await admin.query('select pg_terminate_backend($1)', [before]);
      // A new connection of the same process holds the same key again, so it is live again.
      await eventually(async () => ![null, before].includes(await holder()));
      expect(await second.isLive(first.id)).toBe(true);
      await first.close();
      await eventually(async () => !(await second.isLive(first.id)));
    } finally {
      await admin.end();
      await second.close();
    }
  }, 30_000);

  it('tries again ever more slowly while it cannot take its lock back: a few warnings, not one a second', async () => {
    const errors: unknown[] = [];
    const instance = await openServerInstance(
      { kind: 'postgres', url: url! },
      { onError: (error) => errors.push(error) },
    );
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const key = Number(instance.id.split('.')[1]);
      const [held] = (
        await admin.query<{ pid: number }>(
          `select pid from pg_locks where locktype = 'advisory' and classid = hashtext('folio.server-instance')::oid and objid = $1::int::oid and granted`,
          [key],
        )
      ).rows;
      await admin.query('select pg_terminate_backend($1)', [held!.pid]);
      // Another session holds the key as soon as the cut connection lets go of it.
      await admin.query(`select pg_advisory_lock(hashtext('folio.server-instance'), $1)`, [key]);
      await new Promise((resolve) => setTimeout(resolve, 9_000));
      // Tries after 1 s, 2 s more and 5 s more: three in nine seconds (a fixed second would be eight).
      const retries = errors.filter((error) => String(error).includes('its lock is held by another session'));
      expect(retries.length).toBeGreaterThanOrEqual(2);
      expect(retries.length).toBeLessThanOrEqual(4);
    } finally {
      await admin.end();
      await instance.close();
    }
  }, 30_000);
});
