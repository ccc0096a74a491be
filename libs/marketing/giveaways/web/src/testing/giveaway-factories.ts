import type { Giveaway } from '@folio/giveaways-contract';

let next = 1;

/** A giveaway as the API answers it: open, worldwide, 18+, one winner, unless told otherwise. */
export function aGiveaway(overrides: Partial<Giveaway> = {}): Giveaway {
  const n = next++;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    title: 'Signed first edition',
    prize: 'A signed first edition of the new novel',
    status: 'open',
    opens_at: '2026-06-01T10:00:00.000Z',
    closes_at: '2099-06-20T10:00:00.000Z',
    draws_at: '2099-06-20T10:00:00.000Z',
    countries: null,
    min_age: 18,
    winner_count: 1,
    entry_count: 12,
    commitment: 'a'.repeat(64),
    draw: null,
    author: {
      id: `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      slug: `author-${n}`,
      name: `Author ${n}`,
      avatar_url: `/avatars/${n}.svg`,
    },
    ...overrides,
  };
}
