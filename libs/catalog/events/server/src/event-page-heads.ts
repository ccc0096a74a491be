import { eventPageHead, readerPageHead } from '@folio/events-contract';
import { ApiError, type PageHeadRoute } from '@folio/server-kit';
import type { EventsDeps } from './events-deps.js';
import { eventService } from './event.service.js';

/** A record that does not exist gives no head: the address answers 404 with the app. */
async function orNull<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The event and reader pages' heads for the HTML the API serves (link previews). */
export function eventPageHeads(deps: EventsDeps): PageHeadRoute[] {
  const events = eventService(deps);
  const event = (view?: string) => async ({ slug = '' }: Record<string, string>) => {
    const found = await orNull(() => events.detail(slug));
    return found ? eventPageHead(found, view) : null;
  };
  return [
    { pattern: '/event/:slug', resolve: event() },
    { pattern: '/event/:slug/store', resolve: event('Store') },
    { pattern: '/event/:slug/attending', resolve: event('Attending') },
    {
      pattern: '/reader/:slug',
      resolve: async ({ slug = '' }) => {
        const reader = await orNull(() => events.reader(slug));
        return reader ? readerPageHead(reader) : null;
      },
    },
  ];
}
