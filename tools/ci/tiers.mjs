// The long tier (`npm run test:long`): the suites whose size is a knob, at the quality bar's full
// scale. The default run (`npm test`) runs the same files at the sizes their knobs default to, with
// fixed seeds; run the long tier before any change to money code. docs/testing.md lists both.

/** The knobs and their full-scale values (every other setting keeps its default). */
export const LONG_TIER = {
  // Input robustness: 10,000 generated bodies per mutating endpoint (1,000 by default), and a
  // tenth of that per route in query strings and path parameters; a new seed each run.
  FOLIO_FUZZ_RUNS: '10000',
  FOLIO_FUZZ_SEED: 'random',
  // R13: 1,000 checkouts with 6 random kills besides one at each crash point (100 and 2 by default).
  FOLIO_CRASH_CHECKOUTS: '1000',
  FOLIO_CRASH_KILLS: '6',
  FOLIO_CRASH_SEED: 'random',
  // R1: 50 rounds of 200 buyers on the last units (5 by default); R11's claim race: 50 rounds (6).
  FOLIO_R1_ROUNDS: '50',
  FOLIO_R11_CLAIM_ROUNDS: '50',
  // R11's scheduler story on PostgreSQL: the quality bar's 1,000 generated plans (300 by default).
  FOLIO_R11_PLANS: '1000',
  // R14 and R17: more checkouts in flight around the database cut (6), more mail queued while the
  // SMTP server is away (20), more due work for two processes to share and take over (24).
  FOLIO_OUTAGE_CHECKOUTS: '50',
  FOLIO_OUTAGE_SEED: 'random',
  FOLIO_MAIL_OUTAGE_MESSAGES: '300',
  FOLIO_TAKEOVER_ORDERS: '100',
  // The commerce property tests (coupon arithmetic, refund accounting, order totals): 10x the runs.
  FOLIO_PROPERTY_SCALE: '10',
};

/** Vitest file filters (substrings of the path) of the suites the long tier runs. */
export const LONG_TIER_FILES = [
  '.reliability.test.',
  'input-robustness.',
  '.fuzz.test.',
  '.property.test.',
  '.concurrency.test.',
];

/**
 * Test files whose verdict is a latency bound (a p99 under a flood): `npm test` runs them by
 * themselves after every other file, so the load of files running beside them does not decide it.
 * File names, as a path filter for `vitest run` and, under `**\/`, as an exclude.
 */
export const ALONE_FILES = ['login-flood.security.test.ts'];
