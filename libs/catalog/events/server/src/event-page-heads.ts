import { eventPageHead, readerPageHead } from '@folio/events-contract';
import { nullIfNotFound, type PageHeadRoute } from '@folio/server-kit';
import type { EventsDeps } from './events-deps.js';
import { eventService } from './event.service.js';

/** The event and reader pages' heads for the HTML the API serves (link previews). */
export function eventPageHeads(deps: EventsDeps): PageHeadRoute[] {
  const events = eventService(deps);
  const event = (view?: string) => async ({ slug = '' }: Record<string, string>) => {
    const found = await nullIfNotFound(() => events.detail(slug));
    return found ? eventPageHead(found, view) : null;
  };
  return [
    { pattern: '/event/:slug', resolve: event() },
    { pattern: '/event/:slug/store', resolve: event('Store') },
    { pattern: '/event/:slug/attending', resolve: event('Attending') },
    {
      pattern: '/reader/:slug',
      resolve: async ({ slug = '' }) => {
        const reader = await nullIfNotFound(() => events.reader(slug));
        return reader ? readerPageHead(reader) : null;
      },
    },
  ];
}
