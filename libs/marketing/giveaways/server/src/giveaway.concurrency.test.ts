import { giveawayPaths, GiveawayRefusal } from '@folio/giveaways-contract';
import { notifications } from '@folio/notifications-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giveawayEntries, giveaways } from './giveaway.table.js';
import { createGiveawaysTestApp, type GiveawaysTestApp } from './testing/giveaways-test-app.js';

/*
 * Entries and draws under parallel requests. On PostgreSQL (TEST_DATABASE_URL, as CI runs every
 * suite) they really overlap; on PGlite (one connection) they queue, so the same story checks
 * the answers, not the race.
 */
const PARALLEL = 30;
const database = process.env['TEST_DATABASE_URL'] ? 'PostgreSQL' : 'PGlite';
let t: GiveawaysTestApp;

beforeAll(async () => {
  t = await createGiveawaysTestApp();
}, 60_000);
afterAll(() => t.close());

const enter = (id: string, headers: Record<string, string>) =>
  t.app.request(giveawayPaths.entry(id), {
    method: 'POST',
    headers,
    body: JSON.stringify({ country: 'GB', age_confirmed: true }),
  });

describe(`parallel entries (${database})`, () => {
  it(`${PARALLEL} entries by one reader at once: one entry, every other answer 422 already_entered`, async () => {
    const giveaway = await t.giveaway();
    const { headers, user } = await t.reader();
    const answers = await Promise.all(Array.from({ length: PARALLEL }, () => enter(giveaway.id, headers)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 422)).toHaveLength(PARALLEL - 1);
    for (const answer of answers.filter((a) => a.status === 422))
      expect(((await answer.json()) as { code: string }).code).toBe(GiveawayRefusal.alreadyEntered);
    const rows = await t.database.db.select().from(giveawayEntries).where(eq(giveawayEntries.giveawayId, giveaway.id));
    expect(rows.map((row) => [row.userId, row.entryNumber])).toEqual([[user.id, 1]]);
  });

  it(`${PARALLEL} readers at once get the numbers 1..${PARALLEL}, each once, and the count matches`, async () => {
    const giveaway = await t.giveaway();
    const readers = await Promise.all(Array.from({ length: PARALLEL }, () => t.reader()));
    const answers = await Promise.all(readers.map((reader) => enter(giveaway.id, reader.headers)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(PARALLEL).fill(201));
    const rows = await t.database.db.select().from(giveawayEntries).where(eq(giveawayEntries.giveawayId, giveaway.id));
    expect(rows.map((row) => row.entryNumber).sort((a, b) => a - b)).toEqual(
      Array.from({ length: PARALLEL }, (_, i) => i + 1),
    );
    const [row] = await t.database.db.select().from(giveaways).where(eq(giveaways.id, giveaway.id));
    expect(row!.entryCount).toBe(PARALLEL);
  });

  it('draws once under parallel schedulers (several servers), while readers read: one set of winners, one notification each', async () => {
    const at = t.clock.now().getTime();
    const giveaway = await t.giveaway({
      winnerCount: 3,
      closesAt: new Date(at + 60_000),
      drawsAt: new Date(at + 60_000),
    });
    const readers = await Promise.all(Array.from({ length: 10 }, () => t.reader()));
    await Promise.all(readers.map((reader) => enter(giveaway.id, reader.headers)));
    t.clock.advance(120_000);
    await Promise.all([
      ...Array.from({ length: 10 }, () => t.service.drawDue()),
      ...Array.from({ length: 10 }, () => t.app.request(giveawayPaths.list())),
    ]);
    const [row] = await t.database.db.select().from(giveaways).where(eq(giveaways.id, giveaway.id));
    expect(row!.winningNumbers).toHaveLength(3);
    const ids = readers.map((reader) => reader.user.id);
    const notes = (await t.database.db.select().from(notifications)).filter((note) => ids.includes(note.userId));
    expect(notes).toHaveLength(3);
    expect(new Set(notes.map((note) => note.userId)).size).toBe(3);
  });
});
