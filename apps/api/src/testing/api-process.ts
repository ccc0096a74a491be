import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export type LogLine = Record<string, unknown> & { msg?: string };

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** The crash point the process killed itself at (`FOLIO_CRASH_AT`), from its last words on stderr. */
  crashPoint: string | null;
}

export interface ApiProcess {
  port: number;
  base: string;
  /** The process id: the server itself, not a wrapper, so a signal reaches it. */
  pid: number;
  /** Every JSON log line printed so far. */
  lines: LogLine[];
  /** What it wrote to stderr so far (an uncaught error's last words). */
  readonly stderr: string;
  /** Settles when the process has exited, however. */
  exited: Promise<Exit>;
  /** Waits for a log line that matches. */
  waitForLine(match: (line: LogLine) => boolean, timeoutMs?: number): Promise<LogLine>;
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL (no shutdown, like a power cut), then how it ended. */
  kill(): Promise<Exit>;
  /** A new process on the same database and settings (with `env` on top; `undefined` unsets), once this one has exited. */
  restart(env?: Record<string, string | undefined>): Promise<ApiProcess>;
}

/** The process ended before it listened (a crash point at start, a refused configuration). */
export class ApiProcessExited extends Error {
  constructor(
    readonly exit: Exit,
    readonly stderr: string,
    readonly lines: LogLine[],
  ) {
    super(
      `the API exited (${exit.signal ?? exit.code}) before it listened:\n${stderr}\n${JSON.stringify(lines.slice(-20))}`,
    );
  }
}

const CRASH_LINE = /^\{"crash_point":"([^"]+)"\}$/m;

/**
 * The API as its own process (`src/main.ts` on Node with tsx's loader, as `npm run dev` runs it,
 * with the environment given and nothing inherited but PATH and HOME), reading its JSON log lines.
 * Node runs the server itself (not tsx's CLI, which would run it as a child of its own), so a
 * SIGKILL kills the server.
 */
export async function startApiProcess(env: Record<string, string | undefined>): Promise<ApiProcess> {
  const loader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  const settings = {
    PATH: process.env['PATH'] ?? '',
    HOME: process.env['HOME'] ?? '',
    PORT: '0',
    HOST: '127.0.0.1',
    ...env,
  };
  const child = spawn(
    process.execPath,
    ['--import', loader, '--conditions=@folio/source', join(import.meta.dirname, '..', 'main.ts')],
    {
      env: Object.fromEntries(
        Object.entries(settings).filter((entry): entry is [string, string] => entry[1] !== undefined),
      ),
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
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
  const exited = new Promise<Exit>((resolve) =>
    child.once('exit', (code, signal) => {
      // The streams may still hold the last words: read them before saying how it ended.
      const done = () => resolve({ code, signal, crashPoint: CRASH_LINE.exec(stderr)?.[1] ?? null });
      if (child.stderr.readableEnded) done();
      else child.stderr.once('close', done);
    }),
  );
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
        if (!alive) return finish(() => void exited.then((exit) => reject(new ApiProcessExited(exit, stderr, lines))));
      };
      const timer = setTimeout(
        () => finish(() => reject(new Error(`no such log line within ${timeoutMs} ms:\n${JSON.stringify(lines)}`))),
        timeoutMs,
      );
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
    pid: child.pid!,
    lines,
    get stderr() {
      return stderr;
    },
    exited,
    waitForLine,
    async stop() {
      if (alive) child.kill('SIGTERM');
      return (await exited).code;
    },
    async kill() {
      if (alive) child.kill('SIGKILL');
      return exited;
    },
    async restart(more = {}) {
      await exited;
      return startApiProcess({ ...env, ...more });
    },
  };
}

/**
 * `count` processes on the same settings, started at once (as replicas behind one balancer are).
 * If one of them fails to start, the others are killed before the failure is thrown, so a test's
 * clean-up never misses a process it was not handed.
 */
export async function startApiProcesses(count: number, env: Record<string, string | undefined>): Promise<ApiProcess[]> {
  const started = await Promise.allSettled(Array.from({ length: count }, () => startApiProcess(env)));
  const running = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = started.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed) {
    await Promise.all(running.map((api) => api.kill()));
    throw failed.reason;
  }
  return running;
}
