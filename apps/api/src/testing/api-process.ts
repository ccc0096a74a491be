import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';

export type LogLine = Record<string, unknown> & { msg?: string };

export interface ApiProcess {
  port: number;
  base: string;
  /** Every JSON log line printed so far. */
  lines: LogLine[];
  /** Waits for a log line that matches. */
  waitForLine(match: (line: LogLine) => boolean, timeoutMs?: number): Promise<LogLine>;
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>;
}

/**
 * The API as its own process (`src/main.ts` through tsx, as `npm run dev` runs it, with the
 * environment given and nothing inherited but PATH and HOME), reading its JSON log lines.
 */
export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const tsx = createRequire(import.meta.url).resolve('tsx/cli');
  const child = spawn(process.execPath, [tsx, '--conditions=@folio/source', join(import.meta.dirname, '..', 'main.ts')], {
    env: { PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? '', PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: LogLine[] = [];
  const waiters = new Set<() => void>();
  let buffer = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdout.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    let newline: number;
    while ((newline = buffer.indexOf('\n')) >= 0) {
      lines.push(JSON.parse(buffer.slice(0, newline)) as LogLine);
      buffer = buffer.slice(newline + 1);
    }
    for (const wake of waiters) wake();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let alive = true;
  void exited.then(() => {
    alive = false;
    for (const wake of waiters) wake();
  });

  function waitForLine(match: (line: LogLine) => boolean, timeoutMs = 150_000): Promise<LogLine> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = lines.find(match);
        if (found) return finish(() => resolve(found));
        if (!alive) return finish(() => reject(new Error(`the API exited:\n${stderr}\n${JSON.stringify(lines)}`)));
      };
      const timer = setTimeout(() => finish(() => reject(new Error(`no such log line within ${timeoutMs} ms:\n${JSON.stringify(lines)}`))), timeoutMs);
      const finish = (settle: () => void) => {
        clearTimeout(timer);
        waiters.delete(check);
        settle();
      };
      waiters.add(check);
      check();
    });
  }

  const listening = await waitForLine((line) => typeof line['port'] === 'number');
  const port = listening['port'] as number;
  return {
    port,
    base: `http://127.0.0.1:${port}`,
    lines,
    waitForLine,
    async stop() {
      if (alive) child.kill('SIGTERM');
      return exited;
    },
  };
}
