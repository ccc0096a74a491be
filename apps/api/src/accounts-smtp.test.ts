import { mkdtempSync } from 'node:fs';
import { Writable } from 'node:stream';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AuthPaths } from '@folio/auth-contract';
import { firstLink, startSmtpSink } from '@folio/mail/testing';
import { createLogger } from '@folio/server-kit';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './testing/load-config.js';
import { startServer } from './server.js';

describe('the running API with SMTP_URL set', () => {
  it('sends the reset e-mail of a demo account through the SMTP server, and the link resets the password', async () => {
    const sink = await startSmtpSink();
    const dataDir = join(mkdtempSync(join(tmpdir(), 'folio-smtp-')), 'data');
    const config = {
      ...loadConfig({
        NODE_ENV: 'production',
        SECURE_COOKIES: 'false',
        SEED: 'demo',
        DEMO_PASSWORD: 'a demo passphrase for tests',
        DATA_DIR: dataDir,
        PORT: '0',
        WEB_DIST_DIR: join(dataDir, 'no-web'),
        SMTP_URL: sink.url,
        MAIL_FROM: 'Folio <no-reply@folio.test>',
      }),
      host: '127.0.0.1',
    };
    const logs: string[] = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logs.push(chunk.toString());
        done();
      },
    });
    const server = await startServer(config, createLogger({ level: 'trace', destination }));
    try {
      const base = `http://127.0.0.1:${server.port}`;
      const handshake = await fetch(`${base}${AuthPaths.csrf}`);
      const cookies = handshake.headers.getSetCookie().map((line) => line.split(';')[0]!);
      const xsrf = decodeURIComponent(cookies.find((c) => c.startsWith('XSRF-TOKEN='))!.slice('XSRF-TOKEN='.length));
      const post = (path: string, body: unknown) =>
        fetch(`${base}${path}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            cookie: cookies.join('; '),
            'x-xsrf-token': xsrf,
          },
          body: JSON.stringify(body),
        });

      expect((await post(AuthPaths.forgotPassword, { email: 'reader@folio.test' })).status).toBe(200);
      const mail = await sink.waitFor((m) => m.subject === 'Reset your password', 10_000);
      expect(mail.from).toBe('no-reply@folio.test');
      const link = new URL(firstLink(mail.text));
      const reset = await post(AuthPaths.resetPassword, {
        token: link.searchParams.get('token'),
        email: link.searchParams.get('email'),
        password: 'a new demo passphrase',
        password_confirmation: 'a new demo passphrase',
      });
      expect(reset.status).toBe(200);
      // Quality bar: with SMTP configured, no token, link or password reaches the log, at any level.
      await server.shutdown('test');
      const written = logs.join('');
      expect(written).toContain('Folio is listening');
      for (const secret of [
        link.searchParams.get('token')!,
        link.href,
        'a new demo passphrase',
        'a demo passphrase for tests',
      ]) {
        expect(written).not.toContain(secret);
      }
    } finally {
      await server.shutdown('test');
      await sink.close();
    }
  }, 120_000);
});
