import { pageHead } from '@folio/catalog-kit';
import { giveawayPageHead, giveawaysPageHead, type Giveaway } from '@folio/giveaways-contract';

/** Title and share metadata of /giveaways (the same words the served HTML carries). */
export const giveawaysHead = () => pageHead(giveawaysPageHead());

/** Title and share metadata of /giveaway/{author}; a generic head until the giveaway is loaded. */
export const giveawayHead = (giveaway: Giveaway | undefined) =>
  pageHead(giveaway ? giveawayPageHead(giveaway) : { title: 'Giveaway', description: giveawaysPageHead().description });
