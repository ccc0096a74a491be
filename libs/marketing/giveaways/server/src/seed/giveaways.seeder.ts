import type { Seeder, SeedContext } from '@folio/db';
import { drawWinners } from '@folio/giveaways-contract';
import { giveawayEntries, giveaways } from '../giveaway.table.js';
import { newSeed } from '../giveaway.service.js';

export const GIVEAWAYS_SEEDER_NAME = 'giveaways-demo';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const DEMO_COUNTRIES = ['AU', 'CA', 'GB', 'IE', 'NZ', 'US'];

/** The demo authors giveaways are for, as plain data (the shell passes the catalog's demo people). */
export type DemoGiveawayAuthors = (
  context: Pick<SeedContext, 'seed' | 'now'>,
) => ReadonlyArray<{ id: string; name: string }>;

/**
 * Demo giveaways for the first featured authors: one open and closing within a day, two open for
 * weeks (one for a list of countries), an upcoming one, and one closed and drawn with its seed
 * revealed, its entries and winners, so both pages look alive. Seeds are random even here: a
 * seed derived from the public demo seed would let anyone predict an open giveaway's draw.
 */
export function giveawaysSeeder(demoAuthors: DemoGiveawayAuthors): Seeder {
  return {
    name: GIVEAWAYS_SEEDER_NAME,
    async run({ db, seed, now }) {
      const authors = demoAuthors({ seed, now });
      const [a, b, c, d, e] = authors;
      if (!a || !b || !c || !d || !e) return;
      const at = (ms: number) => new Date(now.getTime() + ms);
      const plans = [
        {
          author: a,
          title: 'Signed first edition',
          prize: `A signed first edition of ${a.name}'s new novel`,
          opensAt: at(-6 * DAY),
          closesAt: at(20 * HOUR),
          countries: null,
          winnerCount: 1,
        },
        {
          author: b,
          title: 'Signed trilogy box set',
          prize: `The signed box set of ${b.name}'s trilogy, with a handwritten note`,
          opensAt: at(-2 * DAY),
          closesAt: at(12 * DAY),
          countries: DEMO_COUNTRIES,
          winnerCount: 3,
        },
        {
          author: e,
          title: 'Signed proof copy',
          prize: `An advance proof copy signed by ${e.name}`,
          opensAt: at(-1 * DAY),
          closesAt: at(21 * DAY),
          countries: null,
          winnerCount: 1,
        },
        {
          author: c,
          title: 'Launch party tickets',
          prize: `Two tickets to ${c.name}'s launch party and a signed hardback`,
          opensAt: at(5 * DAY),
          closesAt: at(19 * DAY),
          countries: ['GB', 'IE'],
          winnerCount: 1,
        },
      ];
      for (const plan of plans) {
        await db.insert(giveaways).values({
          authorId: plan.author.id,
          title: plan.title,
          prize: plan.prize,
          opensAt: plan.opensAt,
          closesAt: plan.closesAt,
          drawsAt: plan.closesAt,
          countries: plan.countries,
          minAge: 18,
          winnerCount: plan.winnerCount,
          ...(await newSeed()),
        });
      }
      // The drawn one: entries numbered 1..N by demo entrants (not accounts), winners from its seed.
      const entryCount = 42;
      const drawn = await newSeed();
      const closesAt = at(-10 * DAY);
      const [row] = await db
        .insert(giveaways)
        .values({
          authorId: d.id,
          title: 'Signed hardback and tote',
          prize: `A signed hardback of ${d.name}'s latest and a Folio tote`,
          opensAt: at(-30 * DAY),
          closesAt,
          drawsAt: closesAt,
          countries: null,
          minAge: 16,
          winnerCount: 2,
          entryCount,
          drawnAt: closesAt,
          winningNumbers: await drawWinners(drawn.seed, entryCount, 2),
          ...drawn,
        })
        .returning({ id: giveaways.id });
      if (!row) return;
      await db.insert(giveawayEntries).values(
        Array.from({ length: entryCount }, (_, i) => ({
          giveawayId: row.id,
          userId: `demo-entrant-${i + 1}`,
          entryNumber: i + 1,
          country: DEMO_COUNTRIES[i % DEMO_COUNTRIES.length] ?? 'GB',
          createdAt: at(-29 * DAY + i * HOUR),
          notifiedAt: closesAt,
        })),
      );
    },
  };
}
