import { summarize, type PageHeadInput } from '@folio/http-contract';
import type { Giveaway } from './giveaway.schema.js';

/** Title and share metadata of /giveaways: one derivation for the web head and the served HTML. */
export function giveawaysPageHead(): PageHeadInput {
  return {
    title: 'Giveaways',
    description:
      'Win signed books from the authors you follow. One entry per reader, and every draw can be checked by anyone.',
  };
}

/** Title and share metadata of /giveaway/{author}. */
export function giveawayPageHead(giveaway: Giveaway): PageHeadInput {
  return {
    title: `${giveaway.title} · ${giveaway.author.name} giveaway`,
    description: summarize(
      `Win ${giveaway.prize}. Enter by ${giveaway.closes_at.slice(0, 10)}; the draw is public and verifiable.`,
    ),
    image: giveaway.author.avatar_url,
  };
}
