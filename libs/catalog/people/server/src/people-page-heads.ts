import { authorPageHead, vendorPageHead } from '@folio/people-contract';
import { ApiError, type PageHeadRoute } from '@folio/server-kit';
import type { PeopleDeps } from './people-events.port.js';
import { peopleService } from './people.service.js';

async function orNull<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The author and vendor pages' heads for the HTML the API serves (link previews). */
export function peoplePageHeads(deps: PeopleDeps): PageHeadRoute[] {
  const people = peopleService(deps);
  const author = (view?: string) => async ({ slug = '' }: Record<string, string>) => {
    const found = await orNull(() => people.author(slug));
    return found ? authorPageHead(found, view) : null;
  };
  const vendor = (view?: string) => async ({ slug = '' }: Record<string, string>) => {
    const found = await orNull(() => people.vendor(slug));
    return found ? vendorPageHead(found, view) : null;
  };
  return [
    { pattern: '/author/:slug', resolve: author() },
    { pattern: '/author/:slug/about', resolve: author('About') },
    { pattern: '/author/:slug/stores', resolve: author('Stores') },
    { pattern: '/vendors/:slug', resolve: vendor() },
    { pattern: '/vendors/:slug/about', resolve: vendor('About') },
    { pattern: '/vendors/:slug/stores', resolve: vendor('Stores') },
  ];
}
