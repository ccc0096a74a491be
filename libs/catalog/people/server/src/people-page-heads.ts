import { authorPageHead, vendorPageHead } from '@folio/people-contract';
import { nullIfNotFound, type PageHeadRoute } from '@folio/server-kit';
import type { PeopleDeps } from './people-events.port.js';
import { peopleService } from './people.service.js';

/** The author and vendor pages' heads for the HTML the API serves (link previews). */
export function peoplePageHeads(deps: PeopleDeps): PageHeadRoute[] {
  const people = peopleService(deps);
  const author = (view?: string) => async ({ slug = '' }: Record<string, string>) => {
    const found = await nullIfNotFound(() => people.author(slug));
    return found ? authorPageHead(found, view) : null;
  };
  const vendor = (view?: string) => async ({ slug = '' }: Record<string, string>) => {
    const found = await nullIfNotFound(() => people.vendor(slug));
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
