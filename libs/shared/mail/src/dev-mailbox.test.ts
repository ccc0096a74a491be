import { Writable } from 'node:stream';
import { createTestDatabase, type TestDatabase } from '@folio/db/testing';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDevMailboxMailer, listDevMailbox } from './dev-mailbox.js';

let t: TestDatabase;
let lines: Array<Record<string, unknown>>;
const logger = () =>
  pino(
    { level: 'info' },
    new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    }),
  );

beforeEach(async () => {
  t = await createTestDatabase();
  lines = [];
});
afterEach(() => t.destroy());

const verification = {
  to: 'ada@example.com',
  subject: 'Verify your email address',
  text: 'Hello Ada,\n\nConfirm your address: http://localhost:3000/verify-email?token=abc123&id=7\n\nOr ignore it.',
  html: '<a href="http://localhost:3000/verify-email?token=abc123&amp;id=7">Confirm</a>',
};

describe('the development mailbox', () => {
  it('stores each message instead of sending it', async () => {
    await createDevMailboxMailer({ db: t.db }).send(verification);
    expect(await listDevMailbox(t.db)).toEqual([
      expect.objectContaining({ to: 'ada@example.com', subject: 'Verify your email address' }),
    ]);
  });

  it('with a logger, prints the subject and the links of each message at info level, so the link is found without a mailbox page', async () => {
    await createDevMailboxMailer({ db: t.db, logger: logger() }).send(verification);

    expect(lines).toEqual([
      expect.objectContaining({
        level: 30,
        subject: 'Verify your email address',
        links: ['http://localhost:3000/verify-email?token=abc123&id=7'],
      }),
    ]);
    // Only what finds the link: neither the address nor the body.
    expect(JSON.stringify(lines)).not.toContain('ada@example.com');
    expect(JSON.stringify(lines)).not.toContain('Hello Ada');
    expect(await listDevMailbox(t.db)).toHaveLength(1);
  });

  it('without a logger, logs nothing', async () => {
    await createDevMailboxMailer({ db: t.db }).send(verification);
    expect(lines).toEqual([]);
  });
});
