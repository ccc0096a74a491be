import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { INGEST_PATH } from '@folio/analytics-contract';
import { sampleEvent } from '@folio/analytics-server/testing';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './testing/load-config.js';
import { startServer } from './server.js';
import { createLogger } from '@folio/server-kit';

const quiet = createLogger({ level: 'silent' });

describe('startServer with the embedded database', () => {
  it('serves on a fresh data folder, shuts down cleanly, starts again on the same folder and answers unreadable requests in JSON', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'folio-start-')), 'data');
    const config = {
      ...loadConfig({
        NODE_ENV: 'development',
        SEED: 'demo',
        DEMO_PASSWORD: 'a demo passphrase for tests',
        DATA_DIR: dataDir,
        PORT: '0',
        WEB_DIST_DIR: join(dataDir, 'no-web'),
      }),
      host: '127.0.0.1',
    };

    const first = await startServer(config, quiet);
    const health = await fetch(`http://127.0.0.1:${first.port}/api/health`);
    expect(health.status).toBe(200);
    const csrf = await fetch(`http://127.0.0.1:${first.port}/sanctum/csrf-cookie`);
    expect(csrf.status).toBe(204);
    await first.shutdown('test');

    const second = await startServer(config, quiet);
    expect((await fetch(`http://127.0.0.1:${second.port}/api/health`)).status).toBe(200);

    // Requests node cannot parse never reach the app, and still get the JSON error envelope.
    const oversized = await rawRequest(
      second.port,
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(oversized).toMatch(/^HTTP\/1\.1 431 /);
    expect(oversized).toContain('Content-Type: application/json');
    expect(JSON.parse(oversized.slice(oversized.indexOf('\r\n\r\n') + 4))).toEqual({
      message: 'The request headers are too large.',
      code: 'headers_too_large',
    });
    const garbled = await rawRequest(second.port, 'NOT A REQUEST\r\n\r\n');
    expect(garbled).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(garbled.slice(garbled.indexOf('\r\n\r\n') + 4))).toEqual({
      message: 'The request could not be read.',
      code: 'malformed_request',
    });
    // The server is unharmed.
    expect((await fetch(`http://127.0.0.1:${second.port}/api/health`)).status).toBe(200);

    // The web client's analytics post, answered by the Node front before hono (`frontedServer`):
    // the API's headers and CORS as hono gives them, and the event stored at shutdown.
    const events = `http://127.0.0.1:${second.port}${INGEST_PATH}`;
    const query = new URLSearchParams({ name: config.analytics.source ?? '', token: config.analytics.token });
    const beacon = await fetch(`${events}?${query}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify(sampleEvent()),
    });
    expect(beacon.status).toBe(202);
    expect(await beacon.json()).toEqual({ successful_rows: 1, quarantined_rows: 0 });
    const throughHono = await fetch(`${events}?token=${config.analytics.token}&name=${config.analytics.source}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(sampleEvent()),
    });
    expect(throughHono.status).toBe(202);
    const headers = (response: Response) =>
      [...response.headers].filter(([name]) => name !== 'date' && name !== 'x-request-id');
    expect(headers(beacon)).toEqual(headers(throughHono));
    expect(beacon.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(beacon.headers.get('access-control-allow-origin')).toBe('*');
    expect(beacon.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    await second.shutdown('test');
  }, 120_000);
});

/** Sends raw bytes and reads everything until the server closes the connection. */
function rawRequest(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(text));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('the API process', () => {
  it('logs JSON with request ids and exits 0 on SIGTERM after flushing its logs', async () => {
    // Node runs the server itself with tsx's loader, not tsx's CLI: the CLI runs it as a child of
    // its own and relays signals, and under load a SIGTERM could end the CLI with 143 first.
    const loader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
    const dataDir = join(mkdtempSync(join(tmpdir(), 'folio-proc-')), 'data');
    const main = join(import.meta.dirname, 'main.ts');
    const child = spawn(process.execPath, ['--import', loader, '--conditions=@folio/source', main], {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        WEB_DIST_DIR: join(dataDir, 'none'),
        SEED: 'none',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const lines: Array<Record<string, unknown>> = [];
    let buffer = '';
    const port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no start within 60 s:\n${buffer}`)), 60_000);
      child.once('exit', (code) => reject(new Error(`exited early with ${code}:\n${buffer}`)));
      child.stdout.on('data', (chunk: Buffer) => {
        buffer += chunk.toString();
        let newline: number;
        while ((newline = buffer.indexOf('\n')) >= 0) {
          const line = JSON.parse(buffer.slice(0, newline)) as Record<string, unknown>;
          buffer = buffer.slice(newline + 1);
          lines.push(line);
          if (typeof line['port'] === 'number') {
            clearTimeout(timer);
            resolve(line['port']);
          }
        }
      });
    });
    const res = await fetch(`http://127.0.0.1:${port}/sanctum/csrf-cookie`);
    const requestId = res.headers.get('x-request-id');
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    for (const chunk of buffer.split('\n').filter(Boolean)) lines.push(JSON.parse(chunk) as Record<string, unknown>);
    expect(lines.find((l) => l['path'] === '/sanctum/csrf-cookie')).toMatchObject({ reqId: requestId, status: 204 });
    expect(lines.map((l) => l['msg'])).toEqual(expect.arrayContaining(['shutting down', 'stopped']));
  }, 90_000);
});
