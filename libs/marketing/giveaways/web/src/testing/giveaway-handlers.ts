import { giveawayPaths, type Giveaway, type GiveawayEntry } from '@folio/giveaways-contract';
import { api } from '@folio/testing';
import { HttpResponse } from 'msw';

type Answer<T> = T | Response | (() => T | Response);
const reply = <T>(answer: Answer<T>) => {
  const value = typeof answer === 'function' ? (answer as () => T | Response)() : answer;
  return value instanceof Response ? value : HttpResponse.json({ data: value });
};

/** `GET` the giveaways list. */
export const giveawaysHandler = (answer: Answer<Giveaway[]>) => api.get(giveawayPaths.list(), () => reply(answer));

/** `GET` one author's giveaway. */
export const giveawayHandler = (authorSlug: string, answer: Answer<Giveaway>) =>
  api.get(giveawayPaths.byAuthor(authorSlug), () => reply(answer));

/** `GET` the reader's own entry (null: not entered). */
export const myEntryHandler = (giveawayId: string, answer: Answer<GiveawayEntry | null>) =>
  api.get(giveawayPaths.entry(giveawayId), () => reply(answer));

/** `POST` an entry: 201 with the entry, or an msw answer (`apiError(…)`). */
export const enterHandler = (giveawayId: string, answer: Answer<GiveawayEntry>) =>
  api.post(giveawayPaths.entry(giveawayId), () => {
    const value = typeof answer === 'function' ? (answer as () => GiveawayEntry | Response)() : answer;
    return value instanceof Response ? value : HttpResponse.json({ data: value }, { status: 201 });
  });
